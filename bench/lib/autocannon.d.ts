// autocannon ships no typings; only what bench/run.ts uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Cycled through by every connection. */
    requests?: Array<{ method?: string; body?: string; headers?: Record<string, string> }>;
    connections?: number;
    duration?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export = autocannon;
}
