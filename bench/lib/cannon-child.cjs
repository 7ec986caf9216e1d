// Load generator in its own process (issue 14: the load must not share the served process's
// event loop). Reads {url, requests, connections, duration} from the JSON file named by argv[2]
// and prints autocannon's figures as one JSON line.
const { readFileSync } = require('node:fs');
const autocannon = require('autocannon');

const cfg = JSON.parse(readFileSync(process.argv[2], 'utf8'));
autocannon({ ...cfg, method: 'POST' }).then((r) => {
  const out = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    total: r.requests.total,
  };
  process.stdout.write(JSON.stringify(out) + '\n', () => process.exit(0));
});
