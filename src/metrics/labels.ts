// Label values come from requests (request type, intent name) and from our own code (operation,
// error kind). A forged or unexpected value must not mint an unbounded number of series, and no
// value may carry an id or token: only short identifier-like words pass, and at most
// MAX_VALUES_PER_LABEL distinct ones per label; anything else is counted as `other`.
export const MAX_VALUES_PER_LABEL = 64;
export const OTHER = 'other';
const SHAPE = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;

export class LabelGuard {
  private readonly seen = new Map<string, Set<string>>();

  value(label: string, raw: string | undefined, fallback = 'none'): string {
    if (raw === undefined || raw === '') return fallback;
    // `amzn1.` is how Alexa's account, device, session and request ids begin.
    if (!SHAPE.test(raw) || raw.startsWith('amzn1.')) return OTHER;
    let values = this.seen.get(label);
    if (!values) this.seen.set(label, (values = new Set()));
    if (values.has(raw)) return raw;
    if (values.size >= MAX_VALUES_PER_LABEL) return OTHER;
    values.add(raw);
    return raw;
  }
}
