// The store's DynamoDB client against a scripted HTTP server on loopback: what it reads from the
// environment, what it signs and sends, which failures it retries and how long it waits. The
// store's behaviour over it (against dynalite) is in dynamodb.test.ts and the contract.
import aws4 from 'aws4';
import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  configFromEnv,
  DynamoClient,
  DynamoError,
  regionalEndpoint,
  type DynamoCredentials,
} from '../../src/persistence/dynamodb-client';

// The SDK's credential chain, which the client loads only when the environment holds no keys.
const chain = jest.fn(() => Promise.resolve({ accessKeyId: 'AKIACHAIN00000000000', secretAccessKey: 'c' }));
jest.mock('@aws-sdk/credential-provider-node', () => ({ defaultProvider: () => chain }));

const KEYS = { accessKeyId: 'AKIATESTKEY000000000', secretAccessKey: 'test-secret-never-echoed' };

interface Seen {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  raw: string;
  /** performance.now() when the request had arrived. */
  at: number;
}

type Script = (req: Seen, res: ServerResponse, n: number) => void;

/** A server answering each request with the script; `seen` keeps every request. */
async function scripted(script: Script) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const got = {
        headers: req.headers,
        body: JSON.parse(raw) as Record<string, unknown>,
        raw,
        at: performance.now(),
      };
      seen.push(got);
      script(got, res, seen.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/x-amz-json-1.0' });
  res.end(JSON.stringify(body));
};
const fault = (type: string) => ({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'x' });

const signatureIn = (authorization: string | undefined) =>
  /Signature=([0-9a-f]{64})$/.exec(authorization ?? '')?.[1];

/** The signature `keys` give the request exactly as the server got it (its date, body and headers). */
function signatureWith(req: Seen, region: string, keys: DynamoCredentials): string | undefined {
  const signed = aws4.sign(
    {
      host: req.headers.host,
      path: '/',
      method: 'POST',
      service: 'dynamodb',
      region,
      body: req.raw,
      headers: {
        'Content-Type': req.headers['content-type'],
        'X-Amz-Target': req.headers['x-amz-target'],
        'X-Amz-Date': req.headers['x-amz-date'],
      },
    },
    keys,
  );
  return signatureIn(signed.headers?.Authorization as string | undefined);
}

describe('configFromEnv', () => {
  it('reads the Lambda runtime’s keys, session token and region', () => {
    expect(
      configFromEnv({
        AWS_ACCESS_KEY_ID: 'AKIA1',
        AWS_SECRET_ACCESS_KEY: 's',
        AWS_SESSION_TOKEN: 't',
        AWS_REGION: 'eu-west-1',
      }),
    ).toEqual({
      endpoint: undefined,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 's', sessionToken: 't' },
    });
  });

  it('prefers AWS_ENDPOINT_URL_DYNAMODB to AWS_ENDPOINT_URL, and ignores both when told to', () => {
    const env = { AWS_ENDPOINT_URL: 'http://all:1', AWS_ENDPOINT_URL_DYNAMODB: 'http://ddb:2' };
    expect(configFromEnv(env).endpoint).toBe('http://ddb:2');
    expect(configFromEnv({ AWS_ENDPOINT_URL: 'http://all:1' }).endpoint).toBe('http://all:1');
    expect(configFromEnv({ ...env, AWS_IGNORE_CONFIGURED_ENDPOINT_URLS: 'true' }).endpoint).toBeUndefined();
  });

  it('falls back to AWS_DEFAULT_REGION, and has no keys without both halves', () => {
    const cfg = configFromEnv({ AWS_DEFAULT_REGION: 'us-west-2', AWS_ACCESS_KEY_ID: 'AKIA1' });
    expect(cfg.region).toBe('us-west-2');
    expect(cfg.credentials).toBeUndefined();
  });

  it('names the public endpoint of a region, China’s included', () => {
    expect(regionalEndpoint('us-east-1')).toBe('https://dynamodb.us-east-1.amazonaws.com');
    expect(regionalEndpoint('cn-north-1')).toBe('https://dynamodb.cn-north-1.amazonaws.com.cn');
  });

  it('refuses to start without a region', () => {
    expect(() => new DynamoClient({ credentials: KEYS }, {})).toThrow(/region/);
  });
});

describe('DynamoClient', () => {
  it('posts the operation as DynamoDB JSON, signed for dynamodb in its region, with the session token', async () => {
    const server = await scripted((_req, res) => json(res, 200, { Item: { id: { S: 'k' } } }));
    const client = new DynamoClient(
      { endpoint: server.url, region: 'eu-west-1', credentials: { ...KEYS, sessionToken: 'tok' } },
      {},
    );
    try {
      await expect(
        client.send('GetItem', { TableName: 't', Key: { id: { S: 'k' } }, ConsistentRead: true }),
      ).resolves.toEqual({ Item: { id: { S: 'k' } } });
      const [req] = server.seen;
      expect(req.body).toEqual({ TableName: 't', Key: { id: { S: 'k' } }, ConsistentRead: true });
      expect(req.headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
      expect(req.headers['content-type']).toBe('application/x-amz-json-1.0');
      expect(req.headers['x-amz-security-token']).toBe('tok');
      expect(req.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIATESTKEY000000000\/\d{8}\/eu-west-1\/dynamodb\/aws4_request, SignedHeaders=[^,]*x-amz-target[^,]*, Signature=[0-9a-f]{64}$/,
      );
    } finally {
      client.destroy();
      await server.close();
    }
  });

  it('reads its endpoint, region and keys from the environment it is given', async () => {
    const server = await scripted((_req, res) => json(res, 200, {}));
    const client = new DynamoClient(
      {},
      {
        AWS_ENDPOINT_URL_DYNAMODB: server.url,
        AWS_REGION: 'ap-south-1',
        AWS_ACCESS_KEY_ID: 'AKIAENVKEY0000000000',
        AWS_SECRET_ACCESS_KEY: 'env-secret',
      },
    );
    try {
      await client.send('DeleteItem', { TableName: 't', Key: { id: { S: 'k' } } });
      expect(server.seen[0].headers.authorization).toContain('AKIAENVKEY0000000000/');
      expect(server.seen[0].headers.authorization).toContain('/ap-south-1/dynamodb/');
    } finally {
      client.destroy();
      await server.close();
    }
  });

  it('asks a credential provider before each request and each retry, and signs each try with its keys', async () => {
    // The first try fails: two requests are three tries, and the provider rotates the keys each time.
    const server = await scripted((_req, res, n) =>
      n === 1 ? json(res, 500, fault('InternalServerError')) : json(res, 200, {}),
    );
    const issued: DynamoCredentials[] = [];
    const provider = jest.fn(() => {
      const n = issued.length + 1;
      const keys = {
        accessKeyId: `AKIAROTATED00000000${n}`,
        secretAccessKey: `rotated-secret-${n}`,
        sessionToken: `rotated-token-${n}`,
      };
      issued.push(keys);
      return Promise.resolve(keys);
    });
    const client = new DynamoClient(
      { endpoint: server.url, region: 'us-east-1', credentials: provider, random: () => 0 },
      {},
    );
    try {
      await client.send('GetItem', { TableName: 't' });
      await client.send('GetItem', { TableName: 't' });
      expect(provider).toHaveBeenCalledTimes(3);
      expect(server.seen).toHaveLength(3);
      server.seen.forEach((req, i) => {
        const keys = issued[i] as DynamoCredentials;
        expect(req.headers.authorization).toContain(`Credential=${keys.accessKeyId}/`);
        expect(req.headers['x-amz-security-token']).toBe(keys.sessionToken);
        // Signed with that try's secret too: its signature is the one those keys give.
        expect(signatureIn(req.headers.authorization)).toBe(signatureWith(req, 'us-east-1', keys));
      });
      expect(new Set(server.seen.map((req) => signatureIn(req.headers.authorization))).size).toBe(3);
    } finally {
      client.destroy();
      await server.close();
    }
  });

  it('without keys in the environment, signs with the SDK’s credential chain (a profile, a task role)', async () => {
    const server = await scripted((_req, res) => json(res, 200, {}));
    const client = new DynamoClient({ endpoint: server.url }, { AWS_REGION: 'us-east-1' });
    try {
      expect(chain).not.toHaveBeenCalled(); // nothing loaded or asked until a request needs it
      await client.send('GetItem', {});
      expect(chain).toHaveBeenCalledTimes(1);
      expect(server.seen[0].headers.authorization).toContain('AKIACHAIN00000000000/');
    } finally {
      client.destroy();
      await server.close();
    }
  });

  it('names a credential provider’s failure by its name, without its message, and sends nothing', async () => {
    const server = await scripted((_req, res) => json(res, 200, {}));
    const failing = Object.assign(new Error(`no profile for ${KEYS.accessKeyId}`), {
      name: 'CredentialsProviderError',
    });
    const client = new DynamoClient(
      { endpoint: server.url, region: 'us-east-1', credentials: () => Promise.reject(failing) },
      {},
    );
    try {
      const err = (await client.send('GetItem', {}).catch((e: unknown) => e)) as DynamoError;
      expect(err).toMatchObject({ name: 'CredentialsProviderError', operation: 'GetItem' });
      expect(err.message).not.toContain(KEYS.accessKeyId);
      expect(server.seen).toHaveLength(0);
    } finally {
      client.destroy();
      await server.close();
    }
  });

  it('retries throttling and server errors, signing each try anew', async () => {
    // Only Date is faked (the server and the client's timeouts keep real timers), and each wait
    // moves it on a second: a try sent with an earlier try's signature would carry that try's date.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
      now: Date.parse('2026-03-01T12:00:00Z'),
    });
    const server = await scripted((_req, res, n) =>
      n === 1
        ? json(res, 400, fault('ThrottlingException'))
        : n === 2
          ? json(res, 500, fault('InternalServerError'))
          : json(res, 200, { ok: n }),
    );
    const client = new DynamoClient(
      {
        endpoint: server.url,
        region: 'us-east-1',
        credentials: KEYS,
        maxAttempts: 3,
        sleep: () => {
          jest.setSystemTime(Date.now() + 1000);
          return Promise.resolve();
        },
      },
      {},
    );
    try {
      await expect(client.send('PutItem', { TableName: 't' })).resolves.toEqual({ ok: 3 });
      expect(server.seen).toHaveLength(3);
      expect(server.seen.map((req) => req.headers['x-amz-date'])).toEqual([
        '20260301T120000Z',
        '20260301T120001Z',
        '20260301T120002Z',
      ]);
      for (const req of server.seen) {
        expect(req.body).toEqual({ TableName: 't' });
        expect(signatureIn(req.headers.authorization)).toBe(signatureWith(req, 'us-east-1', KEYS));
      }
    } finally {
      jest.useRealTimers();
      client.destroy();
      await server.close();
    }
  });

  it('gives up after maxAttempts, naming the last error and never DynamoDB’s message or the keys', async () => {
    const server = await scripted((_req, res) => {
      res.writeHead(500);
      res.end(`internal error for ${KEYS.accessKeyId}`);
    });
    const client = new DynamoClient(
      { endpoint: server.url, region: 'us-east-1', credentials: KEYS, maxAttempts: 3 },
      {},
    );
    try {
      const err = (await client.send('GetItem', {}).catch((e: unknown) => e)) as DynamoError;
      expect(err).toBeInstanceOf(DynamoError);
      expect(err).toMatchObject({ name: 'InternalServerError', statusCode: 500, operation: 'GetItem' });
      expect(server.seen).toHaveLength(3);
      const text = `${err.message} ${JSON.stringify(err)}`;
      expect(text).not.toContain(KEYS.accessKeyId);
      expect(text).not.toContain(KEYS.secretAccessKey);
    } finally {
      client.destroy();
      await server.close();
    }
  });

  it('does not retry what another try cannot fix: a failed condition, a missing table', async () => {
    const server = await scripted((req, res) =>
      json(
        res,
        400,
        fault(
          req.body.TableName === 'gone' ? 'ResourceNotFoundException' : 'ConditionalCheckFailedException',
        ),
      ),
    );
    const client = new DynamoClient({ endpoint: server.url, region: 'us-east-1', credentials: KEYS }, {});
    try {
      await expect(client.send('PutItem', { TableName: 't' })).rejects.toMatchObject({
        name: 'ConditionalCheckFailedException',
        statusCode: 400,
      });
      await expect(client.send('GetItem', { TableName: 'gone' })).rejects.toMatchObject({
        name: 'ResourceNotFoundException',
      });
      expect(server.seen).toHaveLength(2);
    } finally {
      client.destroy();
      await server.close();
    }
  });

  it('fails a request that takes too long with a TimeoutError, and retries it', async () => {
    const server = await scripted(() => undefined); // never answers
    const client = new DynamoClient(
      { endpoint: server.url, region: 'us-east-1', credentials: KEYS, requestTimeoutMs: 150 },
      {},
    );
    try {
      await expect(client.send('GetItem', {})).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(server.seen).toHaveLength(2);
    } finally {
      client.destroy();
      await server.close();
    }
  });

  it('names a refused connection by its network code', async () => {
    const server = await scripted((_req, res) => json(res, 200, {}));
    const url = server.url;
    await server.close();
    const client = new DynamoClient({ endpoint: url, region: 'us-east-1', credentials: KEYS }, {});
    try {
      await expect(client.send('GetItem', {})).rejects.toMatchObject({ name: 'ECONNREFUSED' });
    } finally {
      client.destroy();
    }
  });

  it('keeps one connection open across requests (keep-alive), in a plain Node process', () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'keep-alive-child.ts')],
      {
        cwd: path.resolve(__dirname, '..', '..'),
      },
    );
    expect(out.toString()).toBe('1');
  });
});

describe('DynamoClient back-off', () => {
  const JUST_UNDER_ONE = 1 - 1e-9;

  /**
   * A client whose waits are recorded, not waited, in one log with the tries the server got:
   * `try` for each request, the wait in ms for each sleep.
   */
  async function measured(script: Script, config: { maxAttempts: number; random?: () => number }) {
    const log: Array<'try' | number> = [];
    const server = await scripted((req, res, n) => {
      log.push('try');
      script(req, res, n);
    });
    const client = new DynamoClient(
      {
        endpoint: server.url,
        region: 'us-east-1',
        credentials: KEYS,
        ...config,
        sleep: (ms) => {
          log.push(ms);
          return Promise.resolve();
        },
      },
      {},
    );
    return {
      log,
      /** The waits, in order. */
      sleeps: () => log.filter((e): e is number => e !== 'try'),
      send: (input: object = {}) => client.send('GetItem', input).catch((e: unknown) => e),
      close: async () => {
        client.destroy();
        await server.close();
      },
    };
  }

  /** Each wait just under its bound (random → 1): base · 2^(n-1) after the n-th try. */
  function expectJustUnder(sleeps: number[], bounds: number[]) {
    expect(sleeps).toHaveLength(bounds.length);
    sleeps.forEach((ms, i) => {
      expect(ms).toBeLessThan(bounds[i] as number);
      expect(ms).toBeGreaterThan((bounds[i] as number) * 0.999);
    });
  }

  it('waits up to 100 ms · 2^(n-1) after the n-th failed try, and not after the last', async () => {
    const c = await measured((_req, res) => json(res, 500, fault('InternalServerError')), {
      maxAttempts: 4,
      random: () => JUST_UNDER_ONE,
    });
    try {
      await expect(c.send()).resolves.toMatchObject({ name: 'InternalServerError' });
      expectJustUnder(c.sleeps(), [100, 200, 400]);
      // A wait between each two tries, none after the last: the error is thrown at once.
      expect(c.log.map((e) => (e === 'try' ? e : 'wait'))).toEqual([
        'try',
        'wait',
        'try',
        'wait',
        'try',
        'wait',
        'try',
      ]);
    } finally {
      await c.close();
    }
  });

  it('waits up to 500 ms · 2^(n-1) when throttled, capped at 20 s', async () => {
    const c = await measured((_req, res) => json(res, 400, fault('ThrottlingException')), {
      maxAttempts: 8,
      random: () => JUST_UNDER_ONE,
    });
    try {
      await expect(c.send()).resolves.toMatchObject({ name: 'ThrottlingException' });
      const sleeps = c.sleeps();
      expectJustUnder(sleeps.slice(0, 6), [500, 1000, 2000, 4000, 8000, 16_000]);
      // 32 s · random would be over the cap.
      expect(sleeps.slice(6)).toEqual([20_000]);
      expect(c.log.filter((e) => e === 'try')).toHaveLength(8);
    } finally {
      await c.close();
    }
  });

  it('draws each wait anew as random × its bound (full jitter): 0 when random gives 0', async () => {
    const draws = [0, 0.5, 0.25];
    const c = await measured((_req, res) => json(res, 500, fault('InternalServerError')), {
      maxAttempts: 4,
      random: () => draws.shift() ?? 1,
    });
    try {
      await c.send();
      expect(c.sleeps()).toEqual([0, 100, 100]);
    } finally {
      await c.close();
    }
  });

  it('does not wait before giving up on what a retry cannot fix, nor after a success', async () => {
    const c = await measured(
      (req, res) =>
        req.body.TableName === 'ok'
          ? json(res, 200, {})
          : json(res, 400, fault('ConditionalCheckFailedException')),
      { maxAttempts: 3, random: () => JUST_UNDER_ONE },
    );
    try {
      await expect(c.send({ TableName: 't' })).resolves.toMatchObject({
        name: 'ConditionalCheckFailedException',
      });
      await expect(c.send({ TableName: 'ok' })).resolves.toEqual({});
      expect(c.log).toEqual(['try', 'try']);
    } finally {
      await c.close();
    }
  });

  it('draws from Math.random by default', async () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const c = await measured((_req, res) => json(res, 500, fault('InternalServerError')), {
      maxAttempts: 2,
    });
    try {
      await c.send();
      expect(c.sleeps()).toEqual([50]);
    } finally {
      random.mockRestore();
      await c.close();
    }
  });

  it('really waits by default (setTimeout) before the retry', async () => {
    const server = await scripted((_req, res, n) =>
      n === 1 ? json(res, 500, fault('InternalServerError')) : json(res, 200, {}),
    );
    const client = new DynamoClient(
      { endpoint: server.url, region: 'us-east-1', credentials: KEYS, random: () => JUST_UNDER_ONE },
      {},
    );
    try {
      await expect(client.send('GetItem', {})).resolves.toEqual({});
      const [first, second] = server.seen as [Seen, Seen];
      // Just under 100 ms between the two tries (a timer never fires early by more than 1 ms).
      expect(second.at - first.at).toBeGreaterThanOrEqual(98);
    } finally {
      client.destroy();
      await server.close();
    }
  });
});
