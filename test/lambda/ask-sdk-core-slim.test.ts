// lambda/ask-sdk-core-slim.ts reads ask-sdk-core's CommonJS index as ES re-exports: every export
// it declares is re-exported from the module it came from, and a line it does not understand
// fails the build instead of being dropped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { indexAsReExports } from '../../lambda/ask-sdk-core-slim';

const INDEX = path.join(__dirname, '..', '..', 'node_modules', 'ask-sdk-core', 'dist', 'index.js');

describe('ask-sdk-core index as ES re-exports', () => {
  const text = readFileSync(INDEX, 'utf8');
  const core = jest.requireActual<Record<string, unknown>>('ask-sdk-core');

  it('re-exports every export of the package, each from its own module', () => {
    const esm = indexAsReExports(text);
    const names = [...esm.matchAll(/^export \{ (\w+) as (\w+) \} from "([^"]+)";$/gm)];
    expect(names.map((m) => m[2]).sort()).toEqual(Object.keys(core).sort());
    for (const [, prop, name, from] of names) {
      const mod = from.startsWith('.')
        ? jest.requireActual<Record<string, unknown>>(path.join(path.dirname(INDEX), from))
        : jest.requireActual<Record<string, unknown>>(from);
      expect([name, mod[prop]]).toEqual([name, core[name]]);
    }
  });

  it('fails on a line it does not understand, or on exports it could not read', () => {
    expect(() => indexAsReExports(`${text}\nexports.extra = require("./extra");`)).toThrow(/unexpected line/);
    const lines = text.split('\n').filter((l) => !l.includes('"getLocale"'));
    expect(() => indexAsReExports(lines.join('\n'))).toThrow(/do not match/);
  });
});
