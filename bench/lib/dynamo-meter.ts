// A counting HTTP proxy in front of dynalite: every DynamoDB request the skill sends passes
// through it, and it counts operations (from X-Amz-Target), items read and written, and the
// request units DynamoDB would bill for them (from the JSON bodies). Bodies pass unchanged.
// It keeps each item's size as last written, because a PutItem or DeleteItem is billed on the
// larger of the old and the new item, which the request alone does not show.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { itemSize, readUnits, writeUnits, type WireItem } from './dynamo-item-size';

export interface StoreMeter {
  /** Requests by operation name (GetItem, PutItem, …). */
  ops: Record<string, number>;
  itemsRead: number;
  /** Reads that found no item (still billed the minimum). */
  misses: number;
  itemsWritten: number;
  readUnits: number;
  writeUnits: number;
  /** Conditional writes DynamoDB refused (billed like any write). */
  conditionFailures: number;
  /** Operations this meter cannot price (the skill's adapter sends none: a figure with any is refused). */
  unpriced: number;
}

export function emptyMeter(): StoreMeter {
  return {
    ops: {},
    itemsRead: 0,
    misses: 0,
    itemsWritten: 0,
    readUnits: 0,
    writeUnits: 0,
    conditionFailures: 0,
    unpriced: 0,
  };
}

interface Body {
  TableName?: string;
  Key?: WireItem;
  Item?: WireItem;
  ConsistentRead?: boolean;
  RequestItems?: Record<string, unknown>;
  Responses?: Record<string, WireItem[]>;
  UnprocessedKeys?: Record<string, unknown>;
  __type?: string;
}

export class DynamoMeter {
  counts = emptyMeter();
  /** Item sizes by table and key, as the proxy last saw them written. */
  private readonly sizes = new Map<string, number>();

  reset(): void {
    this.counts = emptyMeter();
  }

  /** Counts one request and its answer. */
  record(target: string, req: Body, status: number, res: Body): void {
    const op = target.split('.').pop() ?? target;
    const c = this.counts;
    c.ops[op] = (c.ops[op] ?? 0) + 1;
    const failedCondition = res.__type?.endsWith('ConditionalCheckFailedException') ?? false;
    if (status !== 200 && !failedCondition) return;
    if (failedCondition) c.conditionFailures++;
    switch (op) {
      case 'GetItem':
        this.read(res.Item, req.ConsistentRead === true);
        return;
      case 'BatchGetItem':
        for (const [table, asked] of Object.entries(req.RequestItems ?? {})) {
          const { Keys = [], ConsistentRead } = asked as { Keys?: unknown[]; ConsistentRead?: boolean };
          const items = res.Responses?.[table] ?? [];
          const unprocessed =
            (res.UnprocessedKeys?.[table] as { Keys?: unknown[] } | undefined)?.Keys?.length ?? 0;
          for (const item of items) this.read(item, ConsistentRead === true);
          // A key with no item is billed the minimum, as in GetItem (counted the same way).
          for (let i = items.length + unprocessed; i < Keys.length; i++)
            this.read(undefined, ConsistentRead === true);
        }
        return;
      case 'PutItem':
        this.write(req.TableName ?? '', req.Item, undefined, failedCondition);
        return;
      case 'DeleteItem':
        this.write(req.TableName ?? '', undefined, req.Key, failedCondition);
        return;
      default:
        // UpdateItem, BatchWriteItem, Query, Scan, transactions: not used by the adapter (its IAM
        // policy allows GetItem, BatchGetItem, PutItem and DeleteItem only); counted, not priced.
        if (!['DescribeTable', 'CreateTable'].includes(op)) c.unpriced++;
    }
  }

  private read(item: WireItem | undefined, consistent: boolean): void {
    if (item) this.counts.itemsRead++;
    else this.counts.misses++;
    this.counts.readUnits += readUnits(item ? itemSize(item) : undefined, consistent);
  }

  /** A put (item given) or a delete (key given): billed on the larger of old and new. */
  private write(
    table: string,
    item: WireItem | undefined,
    key: WireItem | undefined,
    refused: boolean,
  ): void {
    // The table's key is `id` (src/persistence/dynamodb.ts).
    const k = `${table}\u0000${JSON.stringify((item ?? key ?? {}).id ?? null)}`;
    const size = item ? itemSize(item) : undefined;
    this.counts.writeUnits += writeUnits(size, this.sizes.get(k));
    if (refused) return;
    this.counts.itemsWritten++;
    if (size === undefined) this.sizes.delete(k);
    else this.sizes.set(k, size);
  }
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function parse(body: Buffer): Body {
  try {
    return JSON.parse(body.toString('utf8')) as Body;
  } catch {
    return {};
  }
}

export interface RunningMeter {
  url: string;
  meter: DynamoMeter;
  close(): Promise<void>;
}

/** Starts the proxy on loopback in front of `target` (dynalite's http://127.0.0.1:PORT). */
export async function startDynamoMeter(target: string): Promise<RunningMeter> {
  const to = new URL(target);
  const meter = new DynamoMeter();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const upstream = request(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          void readAll(up).then((answer) => {
            const t = req.headers['x-amz-target'];
            if (typeof t === 'string') meter.record(t, parse(body), up.statusCode ?? 0, parse(answer));
            res.writeHead(up.statusCode ?? 502, up.headers);
            res.end(answer);
          });
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      upstream.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    meter,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
