// Test-only preload for test/server/workers.test.ts, loaded with
// NODE_OPTIONS="--require ./test/server/deaf-worker.cjs": in the cluster's first worker it drops
// the IPC message type named by DEAF_WORKER_IGNORES, so that worker stops answering the primary's
// metrics request while it goes on serving HTTP. It lives under test/ and is in no build, so a
// production server cannot load it.
const cluster = require('node:cluster');

const ignored = process.env.DEAF_WORKER_IGNORES;
if (cluster.isWorker && cluster.worker.id === 1 && ignored) {
  const emit = process.emit;
  process.emit = function (event, ...args) {
    if (event === 'message' && args[0] && args[0].type === ignored) return false;
    return emit.call(this, event, ...args);
  };
}
