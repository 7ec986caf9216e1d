// The parts of notifications, one by one: the sealed Alexa id, the regions, the topic index
// (bounded reads, pages that grow and shrink), the event, and the Login with Amazon token cache.
import nock from 'nock';
import { mediaContentEvent, EXPIRY_MS } from '../../src/notify/event';
import { lwaTokenSource, LwaError } from '../../src/notify/lwa';
import { eventsUrl, regionOf } from '../../src/notify/regions';
import { sealerFrom } from '../../src/notify/seal';
import {
  addOwner,
  DIR_SHARDS,
  PAGE_SIZE,
  readTopicOwners,
  readTopics,
  removeOwner,
} from '../../src/notify/topic-index';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import type { Follow } from '../../src/radio/follows';
import type { VersionedStore } from '../../src/state/store';

describe('the sealed Alexa id', () => {
  const sealer = sealerFrom('a secret of the operator');
  const id = 'amzn1.ask.account.AEXAMPLEID';

  test('opens for its listener only, with the same key; never holds the id in the clear', () => {
    const sealed = sealer.seal(id, 'l_listener1');
    expect(sealed).not.toContain(id);
    expect(sealed).not.toContain('AEXAMPLEID');
    expect(sealer.open(sealed, 'l_listener1')).toBe(id);
    expect(sealer.open(sealed, 'l_listener2')).toBeUndefined();
    expect(sealerFrom('another secret').open(sealed, 'l_listener1')).toBeUndefined();
    // A new nonce each time: two seals of one id differ.
    expect(sealer.seal(id, 'l_listener1')).not.toBe(sealed);
  });

  test('a changed byte is refused, not misread', () => {
    const sealed = sealer.seal(id, 'l_x');
    const [v, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(sealer.open([v, iv, flipped.toString('base64url'), tag].join('.'), 'l_x')).toBeUndefined();
    expect(sealer.open('v2.x.y.z', 'l_x')).toBeUndefined();
    expect(sealer.open('garbage', 'l_x')).toBeUndefined();
  });
});

describe('regions', () => {
  test('only Amazon’s three origins are regions', () => {
    expect(regionOf('https://api.amazonalexa.com')).toBe('NA');
    expect(regionOf('https://api.eu.amazonalexa.com/')).toBe('EU');
    expect(regionOf('https://api.fe.amazonalexa.com')).toBe('FE');
    expect(regionOf('https://api.amazonalexa.com.example.org')).toBeUndefined();
    expect(regionOf('http://api.amazonalexa.com')).toBeUndefined();
    expect(regionOf(undefined)).toBeUndefined();
  });

  test('development and live paths', () => {
    expect(eventsUrl('https://api.amazonalexa.com', 'development')).toBe(
      'https://api.amazonalexa.com/v1/proactiveEvents/stages/development',
    );
    expect(eventsUrl('https://api.eu.amazonalexa.com', 'live')).toBe(
      'https://api.eu.amazonalexa.com/v1/proactiveEvents',
    );
  });
});

describe('the topic index', () => {
  const cars: Follow = { kind: 'topic', topic: 'electric cars' };
  let base: MemoryPersistenceAdapter;
  let reads: string[];
  let store: VersionedStore;
  beforeEach(() => {
    base = new MemoryPersistenceAdapter();
    reads = [];
    store = {
      get: (k) => (reads.push(k), base.get(k)),
      getMany: (ks) => (reads.push(...ks), Promise.all(ks.map((k) => base.get(k)))),
      put: (k, v, ver, o) => base.put(k, v, ver, o),
      delete: (k) => base.delete(k),
      close: () => base.close(),
    };
  });

  test(`more owners than a page holds: a new page; every owner listed once, reads bounded by pages`, async () => {
    const owners = Array.from({ length: PAGE_SIZE * 2 + 5 }, (_, i) => `l_owner${i}`);
    for (const o of owners) await addOwner(store, cars, o, 1);
    await addOwner(store, cars, owners[3], 2); // again: still once
    reads = [];
    const [topic] = await readTopics(store);
    expect(topic.pages).toBe(3);
    expect(reads).toHaveLength(DIR_SHARDS);
    reads = [];
    const listed = await readTopicOwners(store, topic);
    expect(listed.sort()).toEqual([...owners].sort());
    expect(reads).toHaveLength(3);
    await removeOwner(store, cars, owners[PAGE_SIZE + 1], 3);
    expect(await readTopicOwners(store, topic)).toHaveLength(owners.length - 1);
    // The follow stored is bare: nobody's notification state.
    await addOwner(store, { ...cars, notify: { since: 5, sent: ['x'] } }, 'l_new', 4);
    expect((await readTopics(store))[0].follow).toEqual(cars);
  });

  test('owners added at once from many requests are all listed (versioned writes, retried)', async () => {
    const owners = Array.from({ length: 40 }, (_, i) => `l_racer${i}`);
    await Promise.all(owners.map((o) => addOwner(store, cars, o, 1)));
    const [topic] = await readTopics(store);
    expect((await readTopicOwners(store, topic)).sort()).toEqual([...owners].sort());
  });
});

describe('the event', () => {
  test('within the API’s rules: a fresh referenceId, expiry 12 hours on, every locale, one user', () => {
    const now = Date.UTC(2026, 10, 27, 9);
    const a = mediaContentEvent(
      { kind: 'topic', topic: 'electric cars' },
      'amzn1.ask.account.X',
      now,
      now - 60_000,
    );
    const b = mediaContentEvent(
      { kind: 'source', sourceId: 1, name: 'KVTR Public Radio' },
      'amzn1.ask.account.X',
      now,
      now,
    );
    expect(a.referenceId).not.toBe(b.referenceId);
    expect(Date.parse(a.expiryTime) - Date.parse(a.timestamp)).toBe(EXPIRY_MS);
    expect(EXPIRY_MS).toBeGreaterThanOrEqual(5 * 60_000);
    expect(EXPIRY_MS).toBeLessThanOrEqual(24 * 3600_000);
    expect(a.event.payload.availability.startTime).toBe(new Date(now - 60_000).toISOString());
    expect(a.localizedAttributes.map((l) => l.locale)).toEqual(['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IN']);
    expect(a.localizedAttributes[0]).toEqual({
      locale: 'en-US',
      providerName: 'Burst Voice',
      contentName: 'new bursts about electric cars',
    });
    expect(b.localizedAttributes[0].contentName).toBe('new bursts from KVTR Public Radio');
    expect(a.relevantAudience).toEqual({ type: 'Unicast', payload: { user: 'amzn1.ask.account.X' } });
  });
});

describe('the Login with Amazon token', () => {
  const TOKEN_URL = 'https://api.amazon.com/auth/o2/token';
  afterEach(() => nock.cleanAll());
  let t = 0;
  const source = () =>
    lwaTokenSource({ clientId: 'cid', clientSecret: 'the-secret', tokenUrl: TOKEN_URL, now: () => t });

  test('fetched once for every caller until a minute before it expires, then again', async () => {
    const scope = nock('https://api.amazon.com')
      .post(
        '/auth/o2/token',
        (body: Record<string, string>) =>
          body.grant_type === 'client_credentials' &&
          body.scope === 'alexa::proactive_events' &&
          body.client_id === 'cid' &&
          body.client_secret === 'the-secret',
      )
      .times(2)
      .reply(200, { access_token: 'Atc|one', token_type: 'bearer', expires_in: 3600 });
    const tokens = source();
    t = 0;
    const [a, b] = await Promise.all([tokens.token(), tokens.token()]);
    expect([a, b]).toEqual(['Atc|one', 'Atc|one']);
    t = 3600_000 - 61_000;
    await tokens.token();
    expect(tokens.fetched).toBe(1);
    t = 3600_000 - 59_000;
    await tokens.token();
    expect(tokens.fetched).toBe(2);
    expect(scope.isDone()).toBe(true);
  });

  test('a refusal names LWA’s error, never the secret', async () => {
    nock('https://api.amazon.com')
      .post('/auth/o2/token')
      .reply(401, { error: 'invalid_client', error_description: 'bad' });
    const err = await source()
      .token()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LwaError);
    expect((err as LwaError).status).toBe(401);
    expect((err as Error).message).toBe('token refused: 401 invalid_client');
    expect((err as Error).message).not.toContain('the-secret');
  });
});
