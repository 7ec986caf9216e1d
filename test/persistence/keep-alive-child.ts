// Run by dynamodb-client.test.ts in a plain Node process: jest's offline guard (nock) wraps every
// client socket, so whether the agent reuses a connection can only be seen outside it. Prints the
// number of distinct client ports the server saw for three requests.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoClient } from '../../src/persistence/dynamodb-client';

const ports = new Set<number>();
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    ports.add(req.socket.remotePort ?? -1);
    res.writeHead(200, { 'Content-Type': 'application/x-amz-json-1.0' });
    res.end('{}');
  });
});
server.listen(0, '127.0.0.1', () => {
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys = { accessKeyId: 'AKIAKEEPALIVE0000000', secretAccessKey: 'keep-alive-secret' };
  const client = new DynamoClient({ endpoint, region: 'us-east-1', credentials: keys }, {});
  void (async () => {
    for (let i = 0; i < 3; i++) await client.send('GetItem', {});
    process.stdout.write(String(ports.size));
    client.destroy();
    server.close();
  })();
});
