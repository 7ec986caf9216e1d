// Storage failures are explicit so the skill can catch them and keep answering (it speaks, then
// carries on without saved state). Messages name the store (table or file) but never carry
// credentials or the stored data.

export type PersistenceOperation = 'open' | 'get' | 'save' | 'delete' | 'close' | 'create-table';

export class PersistenceError extends Error {
  override readonly name = 'PersistenceError';
  constructor(
    readonly operation: PersistenceOperation,
    message: string,
    /** The underlying error's name/code (e.g. `ResourceNotFoundException`, `SQLITE_BUSY`), if any. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export function isPersistenceError(e: unknown): e is PersistenceError {
  return e instanceof PersistenceError;
}

/** The name or code of an unknown thrown value, without its message (which may echo request data). */
export function errorCode(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const { code, name } = e as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && code.length > 0) return code;
  if (typeof name === 'string' && name.length > 0) return name;
  return undefined;
}
