// Where `npm run load` leaves its last full-size table, for BENCHMARKS.md.
import path from 'node:path';

export const LOAD_RESULTS = path.resolve(__dirname, '..', 'results', 'load.md');
