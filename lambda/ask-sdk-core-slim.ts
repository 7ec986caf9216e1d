// ask-sdk-core ships CommonJS only, and its index requires every module of the package (viewport
// and component utilities, the text and image helpers, DelegateToIntentHandler…), so a bundler
// keeps them all. This esbuild plugin loads that index as the ES re-exports it stands for
// (`export { getLocale } from "./util/RequestEnvelopeUtils"`) and marks the modules it names as
// free of side effects (they only define classes and functions), so esbuild keeps the ones the
// skill reaches: about half of the package (≈ 13 KB of the bundle) goes. The index is parsed line
// by line; if its layout changes, the build fails instead of guessing.
//
// Also: ask-sdk-core and ask-sdk-model read their own package.json for one field, `version` (the
// user agent of the directive service call); the bundle carries that field, not the whole file.
import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const INDEX = /[\\/]node_modules[\\/]ask-sdk-core[\\/]dist[\\/]index\.js$/;
const REQUIRE = /^var (\w+) = require\("([^"]+)"\);$/;
const EXPORT =
  /^Object\.defineProperty\(exports, "(\w+)", \{ enumerable: true, get: function \(\) \{ return (\w+)\.(\w+); \} \}\);$/;
const DECLARED = /^exports\.\w+ = (?:exports\.\w+ = )*void 0;$/;
/** Lines of the index that carry no export (prologue, licence comment, source map). */
const INERT =
  /^("use strict";|Object\.defineProperty\(exports, "__esModule", \{ value: true \}\);|\/\/# sourceMappingURL=.*|\s*\/?\*.*|)$/;

/** The CommonJS index of ask-sdk-core as ES re-exports; throws if a line is not understood. */
export function indexAsReExports(text: string): string {
  const modules = new Map<string, string>();
  const out: string[] = [];
  const exported: string[] = [];
  let declared: string[] = [];
  for (const line of text.split('\n')) {
    const req = REQUIRE.exec(line);
    if (req) {
      modules.set(req[1] as string, req[2] as string);
      continue;
    }
    const exp = EXPORT.exec(line);
    if (exp) {
      const [, name, variable, prop] = exp as unknown as [string, string, string, string];
      const from = modules.get(variable);
      if (from === undefined) throw new Error(`${name} is exported from an unknown module`);
      out.push(`export { ${prop} as ${name} } from ${JSON.stringify(from)};`);
      exported.push(name);
      continue;
    }
    if (DECLARED.test(line)) {
      declared = [...line.matchAll(/exports\.(\w+) =/g)].map((m) => m[1] as string);
      continue;
    }
    if (!INERT.test(line)) throw new Error(`unexpected line: ${line.slice(0, 80)}`);
  }
  if (exported.length === 0 || exported.sort().join() !== declared.sort().join()) {
    throw new Error('the exports read do not match the exports declared');
  }
  return out.join('\n');
}

export const askSdkCoreSlim: Plugin = {
  name: 'ask-sdk-core-slim',
  setup(b) {
    b.onLoad({ filter: INDEX }, async (args) => {
      try {
        const contents = indexAsReExports(await readFile(args.path, 'utf8'));
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      } catch (e) {
        return {
          errors: [{ text: `ask-sdk-core changed: revisit lambda/ask-sdk-core-slim.ts (${String(e)})` }],
        };
      }
    });
    // The modules the index names: plain CommonJS files of the package, without side effects.
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (!INDEX.test(args.importer)) return undefined;
      const file = path.join(args.resolveDir, `${args.path}.js`);
      if (!existsSync(file)) return { errors: [{ text: `ask-sdk-core: ${args.path}.js not found` }] };
      return { path: file, sideEffects: false };
    });
    b.onLoad({ filter: /[\\/]node_modules[\\/]ask-sdk-(core|model)[\\/]package\.json$/ }, async (args) => {
      const { name, version } = JSON.parse(await readFile(args.path, 'utf8')) as Record<string, unknown>;
      if (typeof version !== 'string')
        return { errors: [{ text: `${String(name)}: no version in package.json` }] };
      return { contents: JSON.stringify({ name, version }), loader: 'json' };
    });
  },
};
