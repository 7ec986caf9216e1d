// The held-out third (README.md): counts only. The floors are the shares measured when issue 56
// closed, below its 90 % aim (the note says where the rest is lost).
import { describeFreshSet } from './run';

describeFreshSet('held-out', { 'en-US': 0.86, 'en-GB': 0.88, 'en-CA': 0.86, 'en-AU': 0.77, 'en-IN': 0.84 });
