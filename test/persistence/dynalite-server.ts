// dynalite (an in-memory DynamoDB) on an ephemeral loopback port, for store tests.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';

/** Fake credentials: dynalite accepts any signature; the secret must never show up in errors. */
export const FAKE_KEY_ID = 'AKIAFAKEKEYID0000000';
export const FAKE_SECRET = 'fake-secret-access-key-never-logged';

export interface LocalDynamo {
  /** Taken both by the store's client and by the AWS SDK's (tests set tables up with it). */
  clientConfig: {
    endpoint: string;
    region: string;
    credentials: { accessKeyId: string; secretAccessKey: string };
  };
  /** The same, as the environment a child process (the Lambda bundle) reads it from. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startDynalite(): Promise<LocalDynamo> {
  const server: Server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  return {
    clientConfig: {
      endpoint,
      region,
      credentials: { accessKeyId: FAKE_KEY_ID, secretAccessKey: FAKE_SECRET },
    },
    env: {
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: FAKE_KEY_ID,
      AWS_SECRET_ACCESS_KEY: FAKE_SECRET,
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
