// dynalite ships no typings; only what the tests use.
declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    /** How long a new table stays CREATING (default 500 ms). */
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    /** Directory for a persistent store; in memory when omitted. */
    path?: string;
  }
  function dynalite(opts?: DynaliteOptions): Server;
  export = dynalite;
}
