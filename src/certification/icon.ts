// The skill's icon, drawn in code so anyone can regenerate it: an orange "burst" (a dot with
// twelve rays, long and short) with a play sign at its heart, on a deep blue field. Alexa shows skill icons as circles, so the
// drawing stays inside the inscribed circle. Sizes: 108 px and 512 px PNG (skill manifest).
import { encodePng } from './png';

export const ICON_SIZES = [108, 512] as const;

const FIELD = [15, 42, 68] as const;
const BURST = [255, 122, 26] as const;
const RAYS = 12;
/** Samples per pixel side: 4 × 4 sub-pixels give smooth edges. */
const AA = 4;

/** Is the point (x, y), in units of the icon's width with the centre at 0, on the burst? */
function onBurst(x: number, y: number): boolean {
  const r = Math.hypot(x, y);
  if (r <= 0.15) return !inPlaySign(x, y);
  for (let k = 0; k < RAYS; k++) {
    const a = (k * 2 * Math.PI) / RAYS;
    const [dx, dy] = [Math.cos(a), Math.sin(a)];
    const outer = k % 2 === 0 ? 0.4 : 0.32;
    const t = Math.min(outer, Math.max(0.23, x * dx + y * dy));
    if (Math.hypot(x - t * dx, y - t * dy) <= 0.035) return true;
  }
  return false;
}

/** A "play" triangle cut out of the burst's centre: this is audio, not the weather. */
function inPlaySign(x: number, y: number): boolean {
  return x >= -0.045 && x <= 0.075 && Math.abs(y) <= 0.07 * ((0.075 - x) / 0.12);
}

export function drawIcon(size: number): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < AA; sy++) {
        for (let sx = 0; sx < AA; sx++) {
          const x = (px + (sx + 0.5) / AA) / size - 0.5;
          const y = (py + (sy + 0.5) / AA) / size - 0.5;
          if (onBurst(x, y)) hits++;
        }
      }
      const f = hits / (AA * AA);
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round((FIELD[c] ?? 0) * (1 - f) + (BURST[c] ?? 0) * f);
      rgba[i + 3] = 255;
    }
  }
  return encodePng(size, size, rgba);
}
