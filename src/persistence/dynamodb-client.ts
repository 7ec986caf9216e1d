// A small DynamoDB client for the four operations the store sends (GetItem, BatchGetItem, PutItem,
// DeleteItem): DynamoDB's JSON protocol over Node's own http(s), signed with Signature Version 4 by
// `aws4`. It replaces the AWS SDK in the skill (issue 39): loading @aws-sdk/client-dynamodb and
// lib-dynamodb took ≈ 50 ms of a 130 ms Lambda cold start on Node 24, this takes ≈ 1 ms. The SDK
// stays for what is not the skill's hot path: table set-up in tests and tools (dynamodb-admin.ts),
// and the full credential chain when the environment holds no keys (loaded only then).
//
// What the SDK did that we keep, with the same rules: the endpoint and region from the
// environment (AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL, AWS_REGION), credentials from the
// environment (the Lambda runtime sets AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and
// AWS_SESSION_TOKEN), keep-alive connections, a connection and a request timeout, and retries of
// throttling, 5xx, timeouts and dropped connections with jittered exponential back-off (the SDK's
// "standard" mode: base 100 ms, 500 ms when throttled).
import aws4 from 'aws4';
import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { errorCode, THROTTLING_CODES, TRANSIENT_CODES } from './errors';

export interface DynamoCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Fixed keys, or a provider called before each request (it caches and refreshes on its own). */
export type CredentialSource = DynamoCredentials | (() => Promise<DynamoCredentials>);

export interface DynamoClientConfig {
  /** e.g. http://127.0.0.1:8000 for dynalite; by default from the environment, else the region's. */
  endpoint?: string;
  region?: string;
  credentials?: CredentialSource;
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Tries in all, the first included. */
  maxAttempts?: number;
  /** The back-off's jitter and wait (Math.random, setTimeout): injected, tests measure the back-off. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The operations the store sends: the IAM policy grants exactly these (test/persistence/iam.test.ts). */
export type DynamoOperation = 'GetItem' | 'BatchGetItem' | 'PutItem' | 'DeleteItem';

/**
 * A failed call. `name` is DynamoDB's error type (`ConditionalCheckFailedException`, …), a Node
 * network code (`ECONNRESET`) or `TimeoutError`. The message names the operation and the type only:
 * DynamoDB's own messages can quote the signed request (the access key id).
 */
export class DynamoError extends Error {
  constructor(
    override readonly name: string,
    readonly operation: DynamoOperation,
    readonly statusCode?: number,
  ) {
    super(`DynamoDB ${operation} failed: ${name}${statusCode !== undefined ? ` (HTTP ${statusCode})` : ''}`);
  }
}

/** The defaults of a client the store creates (the SDK has none: Alexa drops a reply after 8 s). */
export const DYNAMODB_CONNECTION_TIMEOUT_MS = 1000;
export const DYNAMODB_REQUEST_TIMEOUT_MS = 2000;
export const DYNAMODB_MAX_ATTEMPTS = 2;

const RETRY_BASE_MS = 100;
const THROTTLED_RETRY_BASE_MS = 500;
const MAX_RETRY_DELAY_MS = 20_000;
// The same codes the update loop tries again (errors.ts), so the two never disagree.
const isThrottling = (e: DynamoError) => THROTTLING_CODES.has(e.name);
const isRetryable = (e: DynamoError) =>
  isThrottling(e) || TRANSIENT_CODES.has(e.name) || (e.statusCode !== undefined && e.statusCode >= 500);

/**
 * Endpoint, region and credentials as the SDK reads them from the environment ("Service-specific
 * endpoints", AWS SDKs and Tools reference guide, read 2026-11-27).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): DynamoClientConfig {
  const keys =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
        }
      : undefined;
  // The service's own variable wins over the global one; both are off when told to ignore them.
  const ignore = env.AWS_IGNORE_CONFIGURED_ENDPOINT_URLS?.toLowerCase() === 'true';
  return {
    endpoint: ignore ? undefined : env.AWS_ENDPOINT_URL_DYNAMODB || env.AWS_ENDPOINT_URL || undefined,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined,
    credentials: keys,
  };
}

/** The region's public endpoint (China's regions have their own domain). */
export function regionalEndpoint(region: string): string {
  return `https://dynamodb.${region}.amazonaws.com${region.startsWith('cn-') ? '.cn' : ''}`;
}

/**
 * No keys in the environment (a laptop with a profile, a container with a task role): the SDK's
 * own chain, loaded only then. Lambda always sets the keys, so a cold start never loads it.
 */
function sdkCredentialChain(): () => Promise<DynamoCredentials> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy: only without keys in the environment
  const { defaultProvider } = require('@aws-sdk/credential-provider-node') as {
    defaultProvider: () => () => Promise<DynamoCredentials>;
  };
  return defaultProvider();
}

export class DynamoClient {
  private readonly url: URL;
  private readonly region: string;
  private credentials: CredentialSource | undefined;
  private readonly agent: HttpAgent;
  private readonly send1: typeof httpRequest;
  private readonly connectionTimeoutMs: number;
  private readonly requestTimeoutMs: number;
  private readonly maxAttempts: number;
  private readonly random: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  /** `config` fields override the environment's. */
  constructor(config: DynamoClientConfig = {}, env: NodeJS.ProcessEnv = process.env) {
    const fromEnv = configFromEnv(env);
    const region = config.region ?? fromEnv.region;
    if (region === undefined) {
      throw new Error('DynamoDB needs a region: set AWS_REGION (Lambda sets it) or pass one');
    }
    this.region = region;
    this.url = new URL(config.endpoint ?? fromEnv.endpoint ?? regionalEndpoint(region));
    this.credentials = config.credentials ?? fromEnv.credentials;
    const https = this.url.protocol === 'https:';
    // Keep-alive: a warm container reuses its connection instead of a new TLS handshake per call.
    this.agent = https
      ? new HttpsAgent({ keepAlive: true, maxSockets: 50 })
      : new HttpAgent({ keepAlive: true, maxSockets: 50 });
    this.send1 = https ? httpsRequest : httpRequest;
    this.connectionTimeoutMs = config.connectionTimeoutMs ?? DYNAMODB_CONNECTION_TIMEOUT_MS;
    this.requestTimeoutMs = config.requestTimeoutMs ?? DYNAMODB_REQUEST_TIMEOUT_MS;
    this.maxAttempts = Math.max(1, config.maxAttempts ?? DYNAMODB_MAX_ATTEMPTS);
    this.random = config.random ?? (() => Math.random());
    this.sleep = config.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** One operation, retried when DynamoDB or the network says it may succeed later. */
  async send<T = Record<string, unknown>>(operation: DynamoOperation, input: object): Promise<T> {
    const body = JSON.stringify(input);
    for (let attempt = 1; ; attempt++) {
      try {
        // Signed per attempt: the signature carries the time.
        return (await this.attempt(operation, body, await this.keys())) as T;
      } catch (e) {
        // Anything else (a credential provider failing) keeps its name, never its message.
        const err = e instanceof DynamoError ? e : new DynamoError(errorCode(e) ?? 'Error', operation);
        if (attempt >= this.maxAttempts || !isRetryable(err)) throw err;
        const base = isThrottling(err) ? THROTTLED_RETRY_BASE_MS : RETRY_BASE_MS;
        // Full jitter: anywhere in [0, base·2^(attempt-1)), capped.
        const delay = Math.min(MAX_RETRY_DELAY_MS, this.random() * base * 2 ** (attempt - 1));
        await this.sleep(delay);
      }
    }
  }

  /** Closes the keep-alive connections. */
  destroy(): void {
    this.agent.destroy();
  }

  private async keys(): Promise<DynamoCredentials> {
    this.credentials ??= sdkCredentialChain();
    return typeof this.credentials === 'function' ? this.credentials() : this.credentials;
  }

  private attempt(operation: DynamoOperation, body: string, keys: DynamoCredentials): Promise<unknown> {
    const signed = aws4.sign(
      {
        host: this.url.host,
        path: this.url.pathname,
        method: 'POST',
        service: 'dynamodb',
        region: this.region,
        body,
        headers: {
          'Content-Type': 'application/x-amz-json-1.0',
          'X-Amz-Target': `DynamoDB_20120810.${operation}`,
        },
      },
      keys,
    );
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (name: string, status?: number) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        reject(new DynamoError(name, operation, status));
      };
      const req: ClientRequest = this.send1({
        protocol: this.url.protocol,
        hostname: this.url.hostname,
        port: this.url.port,
        path: this.url.pathname,
        method: 'POST',
        headers: signed.headers,
        agent: this.agent,
      });
      // The whole exchange must end in time; a new connection must open sooner still.
      const deadline = setTimeout(() => {
        fail('TimeoutError');
        req.destroy();
      }, this.requestTimeoutMs);
      req.on('socket', (socket) => {
        if (!socket.connecting) return;
        const connect = setTimeout(() => {
          fail('TimeoutError');
          req.destroy();
        }, this.connectionTimeoutMs);
        socket.once('connect', () => clearTimeout(connect));
        socket.once('close', () => clearTimeout(connect));
      });
      req.on('error', (e: NodeJS.ErrnoException) => fail(e.code ?? 'NetworkError'));
      req.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (e: NodeJS.ErrnoException) => fail(e.code ?? 'NetworkError', res.statusCode));
        res.on('end', () => {
          if (settled) return;
          const status = res.statusCode ?? 0;
          const parsed = parseJson(Buffer.concat(chunks).toString('utf8'));
          if (status === 200 && parsed !== undefined) {
            settled = true;
            clearTimeout(deadline);
            resolve(parsed);
            return;
          }
          fail(errorType(parsed, status), status);
        });
      });
      req.end(body);
    });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `{"__type":"com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException", …}` → the part after '#'. */
function errorType(body: unknown, status: number): string {
  const type = (body as { __type?: unknown } | undefined)?.__type;
  if (typeof type === 'string' && type.length > 0) return type.slice(type.lastIndexOf('#') + 1);
  if (status === 200) return 'InvalidResponse';
  if (status === 503) return 'ServiceUnavailable';
  return status >= 500 ? 'InternalServerError' : `HTTP${status}`;
}
