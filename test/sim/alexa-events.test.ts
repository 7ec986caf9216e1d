// Amazon's side of notifications on the sim, over loopback: LWA tokens, the Proactive Events
// endpoints of each region and stage, their rules, and the notifications kept and listed.
import { AlexaSim } from '../../src/sim/alexa/alexa-sim';
import { MAX_NOTIFICATIONS_PER_USER } from '../../src/sim/alexa/inbox';
import { notificationText } from '../../src/sim/server';
import type { MediaContentAvailableEvent } from '../../src/sim/alexa/event-types';
import { ManualClock } from '../../src/util/clock';
import { startTestSim, T0, type Obj } from './helpers';

let sim: Awaited<ReturnType<typeof startTestSim>>;
beforeAll(async () => {
  sim = await startTestSim();
});
afterEach(() => {
  sim.alexa.clear();
  sim.clock.set(T0);
});
afterAll(() => sim.stop());

const MINUTE = 60_000;
const USER = 'amzn1.ask.account.TESTUSER1';
const DEV = '/na/v1/proactiveEvents/stages/development';
const LIVE = '/na/v1/proactiveEvents';
const iso = (ms: number) => new Date(ms).toISOString();

async function post(path: string, body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(sim.url + path, { method: 'POST', headers, body });
}

function tokenForm(fields: Record<string, string>): Promise<Response> {
  return post('/auth/o2/token', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
}

const GOOD_FORM = {
  grant_type: 'client_credentials',
  client_id: 'amzn1.application-oa2-client.test',
  client_secret: 'secret',
  scope: 'alexa::proactive_events',
};

async function token(): Promise<string> {
  const res = await tokenForm(GOOD_FORM);
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

let refs = 0;
/** A valid event stamped with the sim's clock. */
function event(over: Obj = {}): Obj {
  const now = sim.clock.now();
  return {
    timestamp: iso(now),
    referenceId: `ref-${++refs}`,
    expiryTime: iso(now + 60 * MINUTE),
    event: {
      name: 'AMAZON.MediaContent.Available',
      payload: {
        availability: {
          startTime: iso(now),
          method: 'STREAM',
          provider: { name: 'localizedattribute:providerName' },
        },
        content: { name: 'localizedattribute:contentName', contentType: 'EPISODE' },
      },
    },
    localizedAttributes: [
      { locale: 'en-US', providerName: 'Burst Voice', contentName: 'New on electric cars' },
      { locale: 'en-GB', providerName: 'Burst Voice UK', contentName: 'New on electric cars, UK' },
    ],
    relevantAudience: { type: 'Unicast', payload: { user: USER } },
    ...over,
  };
}

async function send(body: unknown, path = DEV, bearer?: string): Promise<Response> {
  return post(path, JSON.stringify(body), {
    'content-type': 'application/json',
    authorization: `Bearer ${bearer ?? (await token())}`,
  });
}

async function problemsOf(res: Response): Promise<string[]> {
  expect(res.status).toBe(400);
  return ((await res.json()) as { problems: string[] }).problems;
}

describe('LWA token endpoint', () => {
  it('issues a fresh bearer token for the client-credentials grant and counts them', async () => {
    const res = await tokenForm(GOOD_FORM);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Obj;
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600, scope: 'alexa::proactive_events' });
    expect(body.access_token).toMatch(/^Atc\|[A-Za-z0-9_-]{40,}$/);
    expect(await token()).not.toBe(body.access_token);
    expect(sim.alexa.tokensIssued).toBe(2);
  });

  it.each([
    [{ ...GOOD_FORM, grant_type: undefined }, 400, 'invalid_request'],
    [{ ...GOOD_FORM, grant_type: 'authorization_code' }, 400, 'unsupported_grant_type'],
    [{ ...GOOD_FORM, scope: 'alexa::skills:read' }, 400, 'invalid_scope'],
    [{ ...GOOD_FORM, scope: undefined }, 400, 'invalid_request'],
    [{ ...GOOD_FORM, client_id: '' }, 401, 'invalid_client'],
    [{ ...GOOD_FORM, client_secret: undefined }, 401, 'invalid_client'],
  ])('refuses %j with %i %s', async (form, status, error) => {
    const fields = Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    const res = await tokenForm(fields);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error, error_description: expect.any(String) });
    expect(sim.alexa.tokensIssued).toBe(0);
  });

  it('refuses a JSON body, and any method but POST', async () => {
    const res = await post('/auth/o2/token', JSON.stringify(GOOD_FORM), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Obj).error).toBe('invalid_request');
    expect((await fetch(sim.url + '/auth/o2/token')).status).toBe(405);
  });

  it('accepts only the configured client when one is set, until cleared', async () => {
    sim.alexa.setClient({ clientId: GOOD_FORM.client_id, clientSecret: 'the-real-one' });
    expect((await tokenForm(GOOD_FORM)).status).toBe(401);
    expect((await tokenForm({ ...GOOD_FORM, client_secret: 'the-real-one' })).status).toBe(200);
    sim.alexa.clear();
    expect((await tokenForm(GOOD_FORM)).status).toBe(200);
  });
});

describe('Proactive Events endpoint', () => {
  it('accepts a valid event with 202 and an empty body, and keeps it unread with its text', async () => {
    const body = event();
    const res = await send(body);
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    const [n, ...rest] = sim.alexa.notifications(USER);
    expect(rest).toEqual([]);
    expect(n).toMatchObject({
      userId: USER,
      region: 'na',
      stage: 'development',
      receivedAt: T0,
      read: false,
      referenceId: body.referenceId,
      text: 'New on electric cars, on Burst Voice',
    });
    expect(sim.alexa.notifications(USER, { locale: 'en-GB' })[0]?.text).toBe(
      'New on electric cars, UK, on Burst Voice UK',
    );
    // No en-AU entry: read in en-US.
    expect(sim.alexa.notifications(USER, { locale: 'en-AU' })[0]?.text).toBe(
      'New on electric cars, on Burst Voice',
    );
    expect(sim.alexa.notifications('amzn1.ask.account.SOMEONE-ELSE')).toEqual([]);
  });

  it('keeps the region of the host the event was sent to', async () => {
    expect((await send(event(), '/eu/v1/proactiveEvents/stages/development')).status).toBe(202);
    expect((await send(event(), '/fe/v1/proactiveEvents/stages/development')).status).toBe(202);
    expect(sim.alexa.notifications(USER).map((n) => n.region)).toEqual(['eu', 'fe']);
  });

  it('accepts a Multicast audience too', async () => {
    const res = await send(event({ relevantAudience: { type: 'Multicast', payload: {} } }));
    expect(res.status).toBe(202);
    expect(sim.alexa.state().notifications).toBe(1);
  });

  it('answers 401 without a token, with one never issued, and with an expired one', async () => {
    const noAuth = await post(DEV, JSON.stringify(event()), { 'content-type': 'application/json' });
    expect(noAuth.status).toBe(401);
    expect(((await noAuth.json()) as Obj).message).toEqual(expect.any(String));
    expect((await send(event(), DEV, 'Atc|made-up')).status).toBe(401);

    sim.alexa.setTokenLifetime(60);
    const res = await tokenForm(GOOD_FORM);
    expect(((await res.json()) as Obj).expires_in).toBe(60);
    const short = await token();
    expect((await send(event(), DEV, short)).status).toBe(202);
    sim.clock.advance(60_000);
    const expired = await send(event(), DEV, short);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as Obj).message).toMatch(/expired/);
    expect(sim.alexa.notifications(USER)).toHaveLength(1);
  });

  it('answers 415 to a body that is not declared JSON', async () => {
    const res = await post(DEV, JSON.stringify(event()), {
      'content-type': 'text/plain',
      authorization: `Bearer ${await token()}`,
    });
    expect(res.status).toBe(415);
  });

  it('refuses a referenceId already accepted, naming it a duplicate', async () => {
    const body = event();
    expect((await send(body)).status).toBe(202);
    const problems = await problemsOf(await send({ ...body, timestamp: iso(sim.clock.now()) }));
    expect(problems).toEqual([`referenceId: ${String(body.referenceId)} was already accepted (a duplicate)`]);
    expect(sim.alexa.notifications(USER)).toHaveLength(1);
  });

  it('lists every problem of a body, not just the first', async () => {
    const problems = await problemsOf(await send(event({ referenceId: '', priority: 'HIGH' })));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^referenceId:/),
        expect.stringMatching(/^priority: unknown/),
      ]),
    );
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await post(DEV, '{not json', {
      'content-type': 'application/json',
      authorization: `Bearer ${await token()}`,
    });
    expect(res.status).toBe(400);
  });

  it('the live path answers 403 until the skill is live (HTTP switch), then accepts', async () => {
    const refused = await send(event(), LIVE);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'skill is not live' });
    const on = await post('/_sim/alexa/live', JSON.stringify({ live: true }), {
      'content-type': 'application/json',
    });
    expect(on.status).toBe(200);
    expect((await send(event(), LIVE)).status).toBe(202);
    // Amazon writes the live path with a final slash.
    expect((await send(event(), `${LIVE}/`)).status).toBe(202);
    expect(sim.alexa.notifications(USER).map((n) => n.stage)).toEqual(['live', 'live']);
  });

  it('the 429 switch answers the next N posts with Retry-After, then events go through', async () => {
    const armed = await post(
      '/_sim/alexa/event-faults',
      JSON.stringify({ status: 429, times: 2, retryAfter: 7 }),
      {
        'content-type': 'application/json',
      },
    );
    expect(armed.status).toBe(200);
    const bearer = await token();
    for (let i = 0; i < 2; i++) {
      const res = await send(event(), DEV, bearer);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('7');
    }
    expect((await send(event(), DEV, bearer)).status).toBe(202);
    expect(sim.alexa.notifications(USER)).toHaveLength(1);
  });

  it('the 500 switch answers 500 and keeps nothing', async () => {
    sim.alexa.failEvents({ status: 500, times: 1 });
    const res = await send(event());
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(sim.alexa.notifications(USER)).toEqual([]);
    expect((await send(event())).status).toBe(202);
  });

  it('answers 404 under a region for an unknown path, and 405 to a GET', async () => {
    expect((await fetch(sim.url + '/na/v1/somethingElse', { method: 'POST' })).status).toBe(404);
    expect((await fetch(sim.url + DEV)).status).toBe(405);
  });
});

describe('schema and REST API rules', () => {
  type Mutation = (e: Obj & { event: Obj; localizedAttributes: Obj[]; relevantAudience: Obj }) => void;
  const payload = (e: Obj) => (e.event as { payload: { availability: Obj; content: Obj } & Obj }).payload;
  const now = () => sim.clock.now();
  const drop = (o: Obj, key: string) => void delete o[key];
  const cases: Array<[string, Mutation, RegExp]> = [
    ['timestamp not a date', (e) => (e.timestamp = 'yesterday'), /^timestamp: must be an ISO 8601 UTC/],
    [
      'timestamp with an offset',
      (e) => (e.timestamp = '2026-11-22T10:00:00+01:00'),
      /^timestamp: must be an ISO/,
    ],
    ['timestamp on 30 February', (e) => (e.timestamp = '2026-02-30T09:00:00Z'), /^timestamp: must be an ISO/],
    [
      'timestamp 2 minutes ahead',
      (e) => (e.timestamp = iso(now() + 2 * MINUTE)),
      /^timestamp: more than 1 minute in the future/,
    ],
    [
      'timestamp 10 minutes old',
      (e) => {
        e.timestamp = iso(now() - 10 * MINUTE);
        e.expiryTime = iso(now() + 10 * MINUTE);
      },
      /^timestamp: more than 5 minutes in the past/,
    ],
    [
      'expiry 4 minutes after',
      (e) => (e.expiryTime = iso(now() + 4 * MINUTE)),
      /^expiryTime: must be between 5 minutes and 24 hours after timestamp/,
    ],
    [
      'expiry 25 hours after',
      (e) => (e.expiryTime = iso(now() + 25 * 60 * MINUTE)),
      /^expiryTime: must be between 5 minutes and 24 hours/,
    ],
    ['expiry missing', (e) => delete e.expiryTime, /^expiryTime: must be an ISO 8601 UTC/],
    [
      'referenceId empty',
      (e) => (e.referenceId = ''),
      /^referenceId: must be a string of 1 to 100 characters/,
    ],
    [
      'referenceId of 101 characters',
      (e) => (e.referenceId = 'r'.repeat(101)),
      /^referenceId: must be a string of 1 to 100/,
    ],
    ['referenceId a number', (e) => (e.referenceId = 42), /^referenceId: must be a string/],
    [
      'another event name',
      (e) => (e.event.name = 'AMAZON.MessageAlert.Activated'),
      /^event\.name: must be AMAZON\.MediaContent\.Available/,
    ],
    [
      'no startTime',
      (e) => delete payload(e).availability.startTime,
      /^event\.payload\.availability\.startTime: required ISO 8601/,
    ],
    [
      'startTime not a date',
      (e) => (payload(e).availability.startTime = 'tonight'),
      /^event\.payload\.availability\.startTime:/,
    ],
    [
      'unknown method',
      (e) => (payload(e).availability.method = 'BROADCAST'),
      /^event\.payload\.availability\.method: must be one of STREAM, AIR, RELEASE, PREMIERE, DROP/,
    ],
    [
      'empty provider name',
      (e) => (payload(e).availability.provider = { name: '' }),
      /^event\.payload\.availability\.provider\.name: must be a non-empty string/,
    ],
    ['no content name', (e) => delete payload(e).content.name, /^event\.payload\.content\.name: required/],
    [
      'unknown contentType',
      (e) => (payload(e).content.contentType = 'PODCAST'),
      /^event\.payload\.content\.contentType: must be one of BOOK, EPISODE/,
    ],
    ['no content', (e) => drop(payload(e), 'content'), /^event\.payload\.content: required object/],
    ['unknown top-level field', (e) => (e.priority = 'HIGH'), /^priority: unknown field/],
    ['unknown payload field', (e) => (payload(e).extra = 1), /^event\.payload\.extra: unknown field/],
    [
      'unknown content field',
      (e) => (payload(e).content.rating = 'PG'),
      /^event\.payload\.content\.rating: unknown field/,
    ],
    [
      'a localized attribute missing from one locale',
      (e) => delete e.localizedAttributes[1]?.providerName,
      /^event\.payload\.availability\.provider\.name: providerName is not defined in localizedAttributes\[1\]/,
    ],
    [
      'an empty localized attribute name',
      (e) => (payload(e).content.name = 'localizedattribute:'),
      /^event\.payload\.content\.name: names no localized attribute/,
    ],
    [
      'no localized attributes',
      (e) => (e.localizedAttributes = []),
      /^localizedAttributes: must be a non-empty array/,
    ],
    [
      'an unpublished locale',
      (e) => ((e.localizedAttributes[1] as Obj).locale = 'fr-FR'),
      /^localizedAttributes\[1\]\.locale: must be one of en-US, en-GB, en-CA, en-AU, en-IN/,
    ],
    [
      'a locale twice',
      (e) => ((e.localizedAttributes[1] as Obj).locale = 'en-US'),
      /^localizedAttributes\[1\]\.locale: en-US appears twice/,
    ],
    [
      'a value over 250 characters',
      (e) => ((e.localizedAttributes[0] as Obj).contentName = 'x'.repeat(251)),
      /^localizedAttributes\[0\]\.contentName: must be a non-empty string of at most 250/,
    ],
    [
      'an empty value',
      (e) => ((e.localizedAttributes[0] as Obj).contentName = ''),
      /^localizedAttributes\[0\]\.contentName: must be a non-empty string/,
    ],
    [
      'a user that is not an Alexa account',
      (e) => (e.relevantAudience.payload = { user: 'bob' }),
      /^relevantAudience\.payload\.user: must be a user id starting amzn1\.ask\.account\./,
    ],
    [
      'an unknown audience type',
      (e) => (e.relevantAudience.type = 'Broadcast'),
      /^relevantAudience\.type: must be Unicast or Multicast/,
    ],
    [
      'a Multicast payload with a user',
      (e) => (e.relevantAudience.type = 'Multicast'),
      /^relevantAudience\.payload: must be \{\} for Multicast/,
    ],
    ['no audience', (e) => drop(e, 'relevantAudience'), /^relevantAudience: required object/],
  ];

  it.each(cases)('refuses %s, naming the problem, and keeps nothing', async (_name, mutate, problem) => {
    const body = structuredClone(event()) as Parameters<Mutation>[0];
    mutate(body);
    const problems = await problemsOf(await send(body));
    expect(problems).toContainEqual(expect.stringMatching(problem));
    expect(sim.alexa.state().notifications).toBe(0);
  });

  it('the unmutated event of the table is accepted (so each refusal is the mutation)', async () => {
    expect((await send(structuredClone(event()))).status).toBe(202);
  });

  it('accepts a timestamp 59 s ahead and an expiry of exactly 5 minutes or 24 hours', async () => {
    const ahead = iso(sim.clock.now() + 59_000);
    expect(
      (await send(event({ timestamp: ahead, expiryTime: iso(sim.clock.now() + 59_000 + 5 * MINUTE) })))
        .status,
    ).toBe(202);
    expect((await send(event({ expiryTime: iso(sim.clock.now() + 24 * 60 * MINUTE) }))).status).toBe(202);
  });
});

describe('reading notifications (control and HTTP)', () => {
  const list = async (
    query: string,
  ): Promise<{ unread: number; notifications: Array<Obj & { read: boolean }> }> => {
    const res = await fetch(`${sim.url}/_sim/alexa/notifications?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { unread: number; notifications: Array<Obj & { read: boolean }> };
  };

  it('lists unread ones, marks them read, and lists all with the unread first', async () => {
    const bearer = await token();
    for (let i = 0; i < 2; i++) expect((await send(event(), DEV, bearer)).status).toBe(202);
    const user = encodeURIComponent(USER);
    const unread = await list(`userId=${user}&locale=en-GB`);
    expect(unread.unread).toBe(2);
    expect(unread.notifications.map((n) => n.text)).toEqual([
      'New on electric cars, UK, on Burst Voice UK',
      'New on electric cars, UK, on Burst Voice UK',
    ]);

    const marked = await post('/_sim/alexa/notifications/read', JSON.stringify({ userId: USER }), {
      'content-type': 'application/json',
    });
    expect(await marked.json()).toEqual({ ok: true, marked: 2 });
    expect((await list(`userId=${user}`)).notifications).toEqual([]);

    const later = event();
    expect((await send(later, DEV, bearer)).status).toBe(202);
    const all = await list(`userId=${user}&which=all`);
    expect(all.unread).toBe(1);
    expect(all.notifications.map((n) => [n.referenceId, n.read])).toEqual([
      [later.referenceId, false],
      [unread.notifications[0]?.referenceId, true],
      [unread.notifications[1]?.referenceId, true],
    ]);
  });

  it('refuses a listing without a user id or with an unknown filter', async () => {
    expect((await fetch(`${sim.url}/_sim/alexa/notifications`)).status).toBe(400);
    expect((await fetch(`${sim.url}/_sim/alexa/notifications?userId=x&which=some`)).status).toBe(400);
  });

  it('DELETE /_sim/alexa forgets notifications, tokens and switches', async () => {
    const bearer = await token();
    expect((await send(event(), DEV, bearer)).status).toBe(202);
    sim.alexa.setLive(true);
    expect((await fetch(`${sim.url}/_sim/alexa`, { method: 'DELETE' })).status).toBe(200);
    const state = (await (await fetch(`${sim.url}/_sim/alexa`)).json()) as Obj;
    expect(state).toEqual({
      live: false,
      tokenLifetimeSec: 3600,
      tokensIssued: 0,
      clientConfigured: false,
      eventFault: null,
      notifications: 0,
    });
    expect((await send(event(), DEV, bearer)).status).toBe(401);
  });

  it('sets the token lifetime over HTTP and refuses a bad one', async () => {
    const set = (seconds: unknown) =>
      post('/_sim/alexa/token-lifetime', JSON.stringify({ seconds }), { 'content-type': 'application/json' });
    expect((await set(5)).status).toBe(200);
    expect(((await (await tokenForm(GOOD_FORM)).json()) as Obj).expires_in).toBe(5);
    expect((await set(-1)).status).toBe(400);
    expect((await set('soon')).status).toBe(400);
  });
});

describe('in process', () => {
  const clock = new ManualClock(T0);

  function accepted(alexa: AlexaSim, bearer: string, ref: string): number {
    return alexa.receive({
      region: 'na',
      stage: 'development',
      authorization: `Bearer ${bearer}`,
      contentType: 'application/json; charset=utf-8',
      text: JSON.stringify(event({ referenceId: ref })),
    }).status;
  }

  it(`keeps at most ${MAX_NOTIFICATIONS_PER_USER} per user, dropping the oldest`, () => {
    const alexa = new AlexaSim(clock);
    const reply = alexa.token(new URLSearchParams(GOOD_FORM));
    const bearer = reply.status === 200 ? reply.body.access_token : '';
    for (let i = 0; i <= MAX_NOTIFICATIONS_PER_USER; i++)
      expect(accepted(alexa, bearer, `cap-${i}`)).toBe(202);
    const kept = alexa.notifications(USER, { which: 'all' });
    expect(kept).toHaveLength(MAX_NOTIFICATIONS_PER_USER);
    expect(kept[0]?.referenceId).toBe('cap-1');
    expect(kept.at(-1)?.referenceId).toBe(`cap-${MAX_NOTIFICATIONS_PER_USER}`);
  });

  it('notificationText reads a plain name as it is, and leaves the provider out when there is none', () => {
    const e = event() as unknown as MediaContentAvailableEvent;
    e.event.payload.content.name = 'Tonight in sport';
    delete e.event.payload.availability.provider;
    expect(notificationText(e, 'en-GB')).toBe('Tonight in sport');
  });
});
