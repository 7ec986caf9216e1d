// `npm run build`: the Lambda bundle (lambda/build/index.js) and the production server
// (dist/server.js), each with its size.
import path from 'node:path';
import { buildLambda, overLimit } from '../lambda/build';
import { buildServer } from './build-server';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const lambda = await buildLambda();
  console.log(`built ${path.relative(process.cwd(), lambda.outFile)}: ${kb(lambda.bytes)}`);
  const over = overLimit(lambda);
  if (over !== undefined) throw new Error(over);
  const server = await buildServer();
  console.log(`built ${path.relative(process.cwd(), server.outFile)}: ${kb(server.bytes)}`);
}

main().catch((err: unknown) => {
  const errors = (err as { errors?: Array<{ text: string }> }).errors;
  console.error(
    Array.isArray(errors) && errors.length > 0 ? errors.map((e) => e.text).join('\n') : String(err),
  );
  process.exit(1);
});
