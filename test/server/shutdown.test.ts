// Graceful shutdown: in-flight requests finish, new connections are refused, stuck ones are cut.
import { createServer, type Server } from 'node:http';
import { closeGracefully } from '../../src/server/shutdown';
import { silentLogger } from '../../src/util/logger';
import { httpRequest, listenEphemeral } from './loopback-http';

function slowServer(): { server: Server; entered: Promise<void>; release: () => void } {
  let release = () => {};
  let markEntered = () => {};
  const entered = new Promise<void>((r) => (markEntered = r));
  const gate = new Promise<void>((r) => (release = r));
  const server = createServer((req, res) => {
    if (req.url === '/stuck') {
      markEntered();
      return; // never answers
    }
    markEntered();
    void gate.then(() => res.end('done'));
  });
  return { server, entered, release };
}

it('lets an in-flight request finish, then stops accepting connections', async () => {
  const { server, entered, release } = slowServer();
  const base = await listenEphemeral(server);
  const inFlight = httpRequest(`${base}/slow`);
  await entered;
  const closed = closeGracefully(server, silentLogger, 10_000);
  release();
  const res = await inFlight;
  expect(res.status).toBe(200);
  expect(res.text).toBe('done');
  await closed;
  await expect(httpRequest(`${base}/slow`)).rejects.toThrow(/ECONNREFUSED/);
});

it('cuts a request still running when the grace period ends', async () => {
  const { server, entered } = slowServer();
  const base = await listenEphemeral(server);
  const stuck = httpRequest(`${base}/stuck`);
  await entered;
  await closeGracefully(server, silentLogger, 50);
  await expect(stuck).rejects.toThrow(/socket hang up|ECONNRESET/);
});
