// The held-out third (README.md): counts only. The floors are round 4's shares when its tuning
// ended; en-CA and en-IN are below issue 56's 90 % aim (the issue's note says where).
import { describeFreshSet } from './run';

describeFreshSet('held-out', { 'en-US': 0.9, 'en-GB': 0.91, 'en-CA': 0.88, 'en-AU': 0.93, 'en-IN': 0.85 });
