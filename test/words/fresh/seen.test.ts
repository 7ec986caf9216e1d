// The fresh phrasings a developer may read (README.md): FRESH_REPORT=1 prints each one missed.
import { describeFreshSet } from './run';

describeFreshSet('seen', { 'en-US': 0, 'en-GB': 0, 'en-CA': 0, 'en-AU': 0, 'en-IN': 0 });
