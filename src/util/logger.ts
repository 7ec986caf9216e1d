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

export function createLogger(opts: LoggerOptions = {}): Logger {
  const level = opts.level ?? 'info';
  const sink = opts.sink ?? ((line: string) => process.stdout.write(line + '\n'));
  const secrets = (opts.secrets ?? []).filter((s) => s.length >= 4);
  const make = (base: LogFields): Logger => {
    const emit = (lvl: LogLevel, msg: string, fields?: LogFields) => {
      if (RANK[lvl] > RANK[level]) return;
      let line = JSON.stringify(
        { time: new Date().toISOString(), level: lvl, msg, ...base, ...fields },
        errorReplacer,
      );
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

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    const kind = (value as Error & { kind?: unknown }).kind;
    return { name: value.name, message: value.message, ...(kind !== undefined ? { kind } : {}) };
  }
  return value;
}
