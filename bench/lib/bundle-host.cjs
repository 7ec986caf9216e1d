// One Lambda container for the cost figure (bench/figures/cost.ts): requires the built bundle
// (argv[2]) once, with the environment the parent set, then answers {id, event} messages with
// {id, reply, ms}: the handler's own time, which is what Lambda bills. A process of its own, so
// dynalite, the proxy and the API simulator in the parent do not share its event loop.
const { performance } = require('node:perf_hooks');

const bundle = require(process.argv[2]);

process.on('message', (m) => {
  const started = performance.now();
  bundle.handler(m.event).then(
    (reply) => process.send({ id: m.id, reply, ms: performance.now() - started }),
    (err) => process.send({ id: m.id, error: String((err && err.stack) || err) }),
  );
});
process.on('disconnect', () => process.exit(0));
