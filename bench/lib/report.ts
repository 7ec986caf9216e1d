// One row of the benchmark table: a figure of ours beside its baseline from the same run, the
// issue's target for it and whether this run meets it (undefined: informative, no target).
export interface Row {
  /** Which target of issue 14 the row belongs to ('1'–'4'), or '' for other figures. */
  target: string;
  figure: string;
  ours: string;
  base: string;
  ratio: string;
  goal: string;
  met?: boolean;
  note?: string;
}

export const rows: Row[] = [];

export function metCell(met: boolean | undefined): string {
  return met === undefined ? '' : met ? 'met' : 'missed';
}

export function x(ours: number, base: number): number {
  return base > 0 ? ours / base : NaN;
}

export function fmtX(r: number): string {
  return Number.isFinite(r) ? `${r.toFixed(2)}×` : 'n/a';
}
