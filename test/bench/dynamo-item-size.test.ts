// The cost figure's DynamoDB arithmetic (bench/lib/dynamo-item-size.ts, bench/lib/dynamo-meter.ts):
// item sizes by DynamoDB's published rules, checked by hand and against dynalite's own sizing,
// and the request units the counting proxy bills for reads and writes.
import {
  itemSize,
  numberSize,
  readUnits,
  valueSize,
  writeUnits,
  type WireItem,
} from '../../bench/lib/dynamo-item-size';
import { DynamoMeter } from '../../bench/lib/dynamo-meter';

// dynalite sizes items the same way (strings by UTF-16 length, so ASCII only here); it ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dynaliteDb = require('dynalite/db') as { itemSize(item: WireItem): number };

describe('DynamoDB item size', () => {
  test('strings and binaries count bytes: UTF-8 for strings, raw bytes (not base64) for binaries', () => {
    expect(valueSize({ S: 'abc' })).toBe(3);
    expect(valueSize({ S: 'é€😀' })).toBe(2 + 3 + 4);
    expect(valueSize({ B: Buffer.from([1, 2, 3, 4, 5]).toString('base64') })).toBe(5);
    expect(itemSize({ nöm: { S: 'x' } })).toBe(4 + 1);
  });

  test('numbers: two significant digits a byte, aligned on the decimal point, plus one', () => {
    expect(numberSize('0')).toBe(1);
    expect(numberSize('7')).toBe(2);
    expect(numberSize('15')).toBe(2);
    expect(numberSize('1.5')).toBe(3);
    expect(numberSize('123')).toBe(3);
    expect(numberSize('100')).toBe(2);
    expect(numberSize('0.05')).toBe(2);
    expect(numberSize('-12')).toBe(3);
    expect(numberSize('1e3')).toBe(2);
    // Epoch milliseconds, as updatedAt is stored.
    expect(numberSize('1764000000000')).toBe(4);
    expect(() => numberSize('twelve')).toThrow(RangeError);
  });

  test('null and boolean take a byte; lists and maps 3 bytes and 1 per element; sets only their members', () => {
    expect(valueSize({ NULL: true })).toBe(1);
    expect(valueSize({ BOOL: false })).toBe(1);
    expect(valueSize({ L: [] })).toBe(3);
    expect(valueSize({ M: {} })).toBe(3);
    expect(valueSize({ L: [{ S: 'ab' }, { BOOL: true }] })).toBe(3 + (1 + 2) + (1 + 1));
    expect(valueSize({ M: { k: { S: 'ab' } } })).toBe(3 + 1 + 1 + 2);
    expect(valueSize({ SS: ['a', 'bc'] })).toBe(3);
    expect(valueSize({ NS: ['1', '22'] })).toBe(4);
    expect(() => valueSize({ X: 1 })).toThrow(RangeError);
  });

  test('the same sizes as dynalite for an item shaped like the skill’s records', () => {
    const item: WireItem = {
      id: { S: 'l_QwAgM1sP8LkgB_0CclUfmlhjP7Ii5ovM|d_Q2ggWA_S-bQtqKNW1wGRHrxzyGwxarDs' },
      version: { N: '12' },
      updatedAt: { N: '1764072000123' },
      expiresAt: { N: '1771848000' },
      attributes: {
        M: {
          playback: {
            M: {
              index: { N: '3' },
              offsetMs: { N: '0' },
              ratio: { N: '-0.125' },
              items: { L: [{ S: 'burst-1' }, { S: 'burst-2' }, { NULL: true }] },
              shuffle: { BOOL: false },
            },
          },
          tags: { SS: ['news', 'tech'] },
          scores: { NS: ['1', '2.5', '100'] },
          blob: { B: Buffer.from('hello').toString('base64') },
        },
      },
    };
    expect(itemSize(item)).toBe(dynaliteDb.itemSize(item));
  });
});

describe('request units', () => {
  test('reads: a unit per started 4 KB, half for eventually consistent, the minimum for a miss', () => {
    expect(readUnits(1, true)).toBe(1);
    expect(readUnits(4096, true)).toBe(1);
    expect(readUnits(4097, true)).toBe(2);
    expect(readUnits(4097, false)).toBe(1);
    expect(readUnits(undefined, true)).toBe(1);
    expect(readUnits(undefined, false)).toBe(0.5);
  });

  test('writes: a unit per started 1 KB of the larger of the old and the new item', () => {
    expect(writeUnits(1024, undefined)).toBe(1);
    expect(writeUnits(1025, undefined)).toBe(2);
    expect(writeUnits(100, 3000)).toBe(3);
    expect(writeUnits(undefined, undefined)).toBe(1);
  });
});

describe('the counting proxy’s meter', () => {
  const big: WireItem = { id: { S: 'k' }, data: { S: 'x'.repeat(2500) } };
  const small: WireItem = { id: { S: 'k' }, data: { S: 'x' } };

  test('a put replacing a larger item, a refused conditional put and a delete are billed on the larger item', () => {
    const m = new DynamoMeter();
    m.record('DynamoDB_20120810.PutItem', { TableName: 't', Item: big }, 200, {});
    m.record('DynamoDB_20120810.PutItem', { TableName: 't', Item: small }, 200, {});
    expect(m.counts.writeUnits).toBe(3 + 3);
    m.record('DynamoDB_20120810.PutItem', { TableName: 't', Item: small }, 400, {
      __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
    });
    m.record('DynamoDB_20120810.DeleteItem', { TableName: 't', Key: { id: { S: 'k' } } }, 200, {});
    expect(m.counts).toMatchObject({
      ops: { PutItem: 3, DeleteItem: 1 },
      itemsWritten: 3,
      conditionFailures: 1,
      writeUnits: 3 + 3 + 1 + 1,
    });
  });

  test('reads count found items and misses; other errors, and operations it cannot price, are only counted', () => {
    const m = new DynamoMeter();
    m.record('DynamoDB_20120810.GetItem', { ConsistentRead: true }, 200, { Item: big });
    m.record('DynamoDB_20120810.GetItem', { ConsistentRead: false }, 200, {});
    m.record('DynamoDB_20120810.GetItem', {}, 400, { __type: 'x#ThrottlingException' });
    m.record('DynamoDB_20120810.UpdateItem', {}, 200, {});
    expect(m.counts).toMatchObject({
      ops: { GetItem: 3, UpdateItem: 1 },
      itemsRead: 1,
      misses: 1,
      readUnits: 1.5,
      unpriced: 1,
    });
    m.reset();
    expect(m.counts.ops).toEqual({});
  });
});
