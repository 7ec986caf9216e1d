// Graceful stop of the HTTP server: Alexa waits up to 8 s for a reply, so a request already being
// handled is allowed to finish instead of being cut mid-way by a deploy or Ctrl-C.
import type { Server } from 'node:http';
import type { Logger } from '../util/logger';

/** In-flight requests get this long to finish on shutdown before their sockets are cut. */
export const SHUTDOWN_GRACE_MS = 5000;

/** Stop accepting, let in-flight requests finish (bounded by graceMs), then cut what is left. */
export function closeGracefully(
  server: Server,
  logger: Logger,
  graceMs: number = SHUTDOWN_GRACE_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      logger.warn('shutdown grace period over: closing remaining connections', { graceMs });
      server.closeAllConnections();
    }, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    // Keep-alive sockets with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}
