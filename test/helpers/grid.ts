// Dashboards (CloudWatch's and Grafana's) lay widgets on a 24-column grid: each must fit inside
// it and none may cover another.
export interface GridBox {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Every box that leaves the grid or covers another, as sentences; empty when the layout is sound. */
export function gridProblems(boxes: GridBox[]): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const b of boxes) {
    if (!(b.x >= 0 && b.y >= 0 && b.w > 0 && b.h > 0 && b.x + b.w <= 24)) {
      problems.push(`"${b.name}" is outside the 24-column grid`);
      continue;
    }
    for (let x = b.x; x < b.x + b.w; x++) {
      for (let y = b.y; y < b.y + b.h; y++) {
        const other = owner.get(`${x},${y}`);
        if (other !== undefined) problems.push(`"${b.name}" covers "${other}" at ${x},${y}`);
        else owner.set(`${x},${y}`, b.name);
      }
    }
  }
  return problems;
}
