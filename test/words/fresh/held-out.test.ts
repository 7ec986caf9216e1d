// The held-out third (README.md): counts only. The floors are the shares measured when issue 56
// closed, below its 90 % aim (the note says where the rest is lost).
import { describeFreshSet } from './run';

describeFreshSet('held-out', { 'en-US': 0.82, 'en-GB': 0.75, 'en-CA': 0.81, 'en-AU': 0.94, 'en-IN': 0.94 });
