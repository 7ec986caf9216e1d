// `npm run icons`: (re)writes the skill icons into skill-package/assets/images/.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SKILL_PACKAGE_DIR } from '../model/load-model';
import { ICON_SIZES, drawIcon } from './icon';

export function iconPath(size: number, packageDir = DEFAULT_SKILL_PACKAGE_DIR): string {
  return path.join(packageDir, 'assets', 'images', `icon-${size}.png`);
}

if (require.main === module) {
  for (const size of ICON_SIZES) {
    const file = iconPath(size);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, drawIcon(size));
    process.stdout.write(`${file}\n`);
  }
}
