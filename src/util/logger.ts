// Structured JSON logs (one line per event) with secret redaction. A small hand-written logger
// instead of pino: the Lambda bundle stays small and no transport workers are needed.

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
export const LOG_LEVELS: readonly LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug'];

export type LogFields = Record<string, unknown>;

export interface Logger {
  error(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; stdout by default. Tests pass an array collector. */
  sink?: (line: string) => void;
  /** Values that must never appear in a log line (the subscription key, the hashing secret). */
  secrets?: string[];
  base?: LogFields;
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

const silent: Logger = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  child: () => silent,
};

export function createLogger(opts: LoggerOptions = {}): Logger {
  const level = opts.level ?? 'info';
  const sink = opts.sink ?? ((line: string) => process.stdout.write(line + '\n'));
  const secrets = redactionForms(opts.secrets ?? []);
  const make = (base: LogFields): Logger => {
    // Nothing is ever written: one logger serves every child (no objects per request).
    if (level === 'silent') return silent;
    const emit = (lvl: LogLevel, msg: string, fields?: LogFields) => {
      if (RANK[lvl] > RANK[level]) return;
      let line = serialise({ time: new Date().toISOString(), level: lvl, msg, ...base, ...fields });
      for (const s of secrets) line = line.split(s).join('[redacted]');
      sink(line);
    };
    return {
      error: (m, f) => emit('error', m, f),
      warn: (m, f) => emit('warn', m, f),
      info: (m, f) => emit('info', m, f),
      debug: (m, f) => emit('debug', m, f),
      child: (f) => make({ ...base, ...f }),
    };
  };
  return make(opts.base ?? {});
}

/** A logger that drops everything (tests that do not look at logs). */
export const silentLogger: Logger = createLogger({ level: 'silent' });

/**
 * Every form a secret can take inside a JSON line: as JSON escapes it (a quote or backslash in
 * the key), and percent- or form-encoded inside a logged URL. Longest first, so a form that
 * contains another is replaced whole. Short keys are redacted too: a leak of a 3-character key
 * is still a leak, and a mangled log line is the lesser harm. Empty strings are skipped.
 */
function redactionForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const s of secrets) {
    if (s === '') continue;
    forms.add(JSON.stringify(s).slice(1, -1));
    forms.add(encodeURIComponent(s));
    forms.add(new URLSearchParams({ s }).toString().slice(2));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

/** JSON of a log record. A logger must never throw: circular fields fall back to a safe copy. */
function serialise(record: LogFields): string {
  try {
    return JSON.stringify(record, errorReplacer);
  } catch {
    const seen = new WeakSet<object>();
    return JSON.stringify(record, (key: string, value: unknown) => {
      const v = errorReplacer(key, value);
      if (typeof v === 'object' && v !== null) {
        if (seen.has(v)) return '[circular]';
        seen.add(v);
      }
      return v;
    });
  }
}

function errorReplacer(_key: string, value: unknown): unknown {
  // JSON.stringify throws on a BigInt.
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Error) {
    // The code and store step say why a store operation failed (SQLITE_BUSY at pragma, say).
    const { kind, code, step } = value as Error & { kind?: unknown; code?: unknown; step?: unknown };
    return {
      name: value.name,
      message: value.message,
      ...(kind !== undefined ? { kind } : {}),
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof step === 'string' ? { step } : {}),
    };
  }
  return value;
}
