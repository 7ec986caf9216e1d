// ask-sdk-model's runtime file holds a client for every Alexa service API (≈ 190 KB of source,
// 61 KB of the minified bundle), all built when ask-sdk-core is loaded. The skill calls one of
// them: the directive service (progressive responses, src/skill/progressive.ts). This esbuild
// plugin drops the other service namespaces from the Lambda bundle; the factory's getters for
// them would fail if a later change called one, and the build fails if the file's layout changes.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';

/** Namespaces of `services` the skill uses: the base clients, the directive client, the factory. */
const KEEP = new Set(['directive']);
const OPEN = '(function (services) {';
const CLOSE = '})(services = exports.services || (exports.services = {}));';

export function slimServices(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let dropped = 0;
  for (let i = 0; i < lines.length; i++) {
    const name = lines[i] === OPEN ? /^ {4}var (\w+);$/.exec(lines[i + 1] ?? '')?.[1] : undefined;
    if (name === undefined || KEEP.has(name)) {
      out.push(lines[i] as string);
      continue;
    }
    const end = lines.indexOf(CLOSE, i);
    if (end < 0) throw new Error(`unterminated services.${name} block`);
    i = end;
    dropped++;
  }
  const slim = out.join('\n');
  for (const needed of ['DirectiveServiceClient', 'ServiceClientFactory', 'BaseServiceClient']) {
    if (!slim.includes(`services.${needed} = ${needed}`) && !slim.includes(`.${needed} = ${needed}`)) {
      throw new Error(`${needed} is missing after the cut`);
    }
  }
  if (dropped === 0) throw new Error('no service namespace found to drop');
  return slim;
}

export const askSdkModelSlim: Plugin = {
  name: 'ask-sdk-model-slim',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]ask-sdk-model[\\/]index\.js$/ }, async (args) => {
      try {
        return { contents: slimServices(await readFile(args.path, 'utf8')), loader: 'js' };
      } catch (e) {
        return {
          errors: [{ text: `ask-sdk-model changed: revisit lambda/ask-sdk-model-slim.ts (${String(e)})` }],
        };
      }
    });
  },
};
