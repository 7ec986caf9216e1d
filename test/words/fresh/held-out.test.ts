// The held-out third (README.md): counts only.
import { describeFreshSet } from './run';

describeFreshSet('held-out', { 'en-US': 0, 'en-GB': 0, 'en-CA': 0, 'en-AU': 0, 'en-IN': 0 });
