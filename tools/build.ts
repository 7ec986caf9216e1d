// `npm run build`: the Lambda bundle (lambda/build/index.js) and the production server
// (dist/server.js), each with its size.
import path from 'node:path';
import { buildLambda, MAX_BUNDLE_BYTES } from '../lambda/build';
import { buildServer } from './build-server';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const lambda = await buildLambda();
  console.log(`built ${path.relative(process.cwd(), lambda.outFile)}: ${kb(lambda.bytes)}`);
  if (lambda.bytes > MAX_BUNDLE_BYTES) throw new Error(`the Lambda bundle is over ${kb(MAX_BUNDLE_BYTES)}`);
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
