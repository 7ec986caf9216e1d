// The in-process figure's own process (bench/figures/in-process-built.ts bundles and runs it):
// measures, then prints its rows as one JSON line.
import { inProcess } from '../figures/in-process';
import { rows } from './report';

void inProcess(process.argv[2] === 'quick').then(() => {
  process.stdout.write(JSON.stringify(rows));
});
