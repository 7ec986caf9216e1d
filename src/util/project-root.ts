// The project's root folder: the nearest one above this file that holds package.json. Source
// files run two folders down (src/…), the production bundle one (dist/server.js), so a fixed
// `../..` would be right for only one of them.
import fs from 'node:fs';
import path from 'node:path';

export function projectRoot(from: string = __dirname): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}
