// The intents about the burst now playing (simulator): play related, what is playing, about
// show, about station, play show — and "nothing playing" for each.
import { escapeSsml } from '../../src/skill/ssml';
import type { EchoDevice } from '../../src/emulator/device';
import type { SimBurst } from '../../src/sim/server';
import { startHarness, type Harness } from '../helpers/skill-harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const apiCalls = () =>
  h.sim.control.requestLog.filter((e) => e.path !== '/v2/users/register' && e.path !== '/v2/user/track');

/** Starts the tech playlist and returns the burst now playing. */
async function playing(d: EchoDevice = h.device): Promise<SimBurst> {
  await d.intent('CategoryIntent', { category: { value: 'tech', id: '5' } });
  const burst = h.sim.catalogue.burstById(d.current?.token.split('|')[4] ?? '');
  if (!burst) throw new Error('nothing started');
  h.sim.control.clearLog();
  return burst;
}

describe.each([
  'PlayRelatedIntent',
  'WhatIsPlayingIntent',
  'AboutShowIntent',
  'AboutStationIntent',
  'PlayShowIntent',
])('%s with nothing playing', (intent) => {
  it('says so, calls nothing and plays nothing', async () => {
    const turn = await h.device.intent(intent);
    expect(turn.speech).toBe('Nothing is playing right now. You can say, play the news.');
    expect(turn.reply.response.directives ?? []).toEqual([]);
    expect(apiCalls()).toEqual([]);
  });
});

describe('PlayRelatedIntent', () => {
  it('seeds related bursts with the burst now playing', async () => {
    const seed = await playing();
    await h.device.playToEnd();
    const now = h.sim.catalogue.burstById(h.device.current?.token.split('|')[4] ?? '');
    expect(now?.id).not.toBe(seed.id);
    h.sim.control.clearLog();
    const turn = await h.device.intent('PlayRelatedIntent');
    expect(turn.speech).toBe(`Here is more like ${escapeSsml(now?.title ?? '')}.`);
    expect(apiCalls()[0]).toMatchObject({
      path: '/v2/topstories/burst',
      query: { burstId: now?.id, device: 'alexa' },
      hasKey: true,
    });
    expect(turn.reply.response.directives?.[0]).toMatchObject({ playBehavior: 'REPLACE_ALL' });
    expect(h.device.current?.token.split('|')[4]).not.toBe(now?.id);
  });
});

describe('WhatIsPlayingIntent', () => {
  it('says the title, source, show and age from the stored state, with no API call', async () => {
    const burst = await playing();
    const station = h.sim.catalogue.stationOf(burst);
    const show = h.sim.catalogue.showOf(burst);
    h.clock.set(burst.createdAt + 2 * DAY + 3 * HOUR);
    const turn = await h.device.intent('WhatIsPlayingIntent');
    expect(turn.speech).toBe(
      `This is ${escapeSsml(burst.title)}, from ${escapeSsml(station.name)}, on ${escapeSsml(show.name)}. It aired 2 days ago.`,
    );
    expect(apiCalls()).toEqual([]);
    // Audio keeps playing; the answer ends the session without touching the player.
    expect(turn.reply.response.directives ?? []).toEqual([]);
    expect(h.device.activity).toBe('PLAYING');
  });

  it.each([
    [20 * 60_000, 'It aired in the last hour.'],
    [HOUR + 60_000, 'It aired an hour ago.'],
    [5 * HOUR, 'It aired 5 hours ago.'],
    [DAY + HOUR, 'It aired yesterday.'],
  ])('words an age of %i ms as "%s"', async (age, words) => {
    const burst = await playing();
    h.clock.set(burst.createdAt + age);
    expect((await h.device.intent('WhatIsPlayingIntent')).speech).toMatch(new RegExp(`\\. ${words}$`));
  });

  it('answers from the stored state on another Echo of the same listener (no token in context)', async () => {
    const burst = await playing();
    const kitchen = h.newDevice({ deviceId: 'amzn1.ask.device.KITCHEN' });
    const turn = await kitchen.intent('WhatIsPlayingIntent');
    expect(turn.speech).toMatch(
      new RegExp(`^This is ${escapeSsml(burst.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`),
    );
  });

  it('says "programme" in en-GB', async () => {
    const gb = h.newDevice({ locale: 'en-GB', userId: 'amzn1.ask.account.GB' });
    const burst = await playing(gb);
    const show = h.sim.catalogue.showOf(burst);
    const turn = await gb.intent('WhatIsPlayingIntent');
    expect(turn.speech).toContain(`, on the programme ${escapeSsml(show.name)}.`);
  });
});

describe('AboutShowIntent', () => {
  it('speaks the show detail in two or three sentences and offers more from it', async () => {
    const burst = await playing();
    const show = h.sim.catalogue.showOf(burst);
    const turn = await h.device.intent('AboutShowIntent');
    expect(apiCalls()).toEqual([
      expect.objectContaining({ path: '/v2/show', query: { showId: String(show.showId) }, hasKey: true }),
    ]);
    const speech = turn.speech ?? '';
    expect(
      speech.startsWith(`You're listening to ${escapeSsml(show.name)}, from ${escapeSsml(show.network)}. `),
    ).toBe(true);
    expect(speech).toContain(escapeSsml(show.about.split(/(?<=[.!?])\s/)[0] ?? ''));
    expect(speech).toContain(escapeSsml(show.hosts[0] ?? ''));
    expect(speech).toMatch(/ To hear more from it, say, play more from this show\.$/);
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(turn.reprompt).toBe('To hear more from it, say, play more from this show.');
  });

  it('offers "this programme" in en-GB', async () => {
    const gb = h.newDevice({ locale: 'en-GB', userId: 'amzn1.ask.account.GB' });
    await playing(gb);
    const turn = await gb.intent('AboutShowIntent');
    expect(turn.speech).toMatch(/say, play more from this programme\.$/);
  });
});

describe('AboutStationIntent', () => {
  it('speaks the station detail (about, location, hosts) and how to hear more', async () => {
    const burst = await playing();
    const station = h.sim.catalogue.stationOf(burst);
    const turn = await h.device.intent('AboutStationIntent');
    expect(apiCalls()).toEqual([
      expect.objectContaining({
        path: '/v2/station',
        query: { stationId: String(station.stationId) },
        hasKey: true,
      }),
    ]);
    const speech = turn.speech ?? '';
    expect(speech.startsWith(`You're listening to ${escapeSsml(station.name)}, from ${station.city}. `)).toBe(
      true,
    );
    expect(speech).toContain(escapeSsml(station.about.split(/(?<=[.!?])\s/)[0] ?? ''));
    expect(speech).toMatch(
      new RegExp(` To hear more from it, say, play bursts from ${escapeSsml(station.name)}\\.$`),
    );
  });
});

describe('PlayShowIntent', () => {
  it('plays a relevancy search for the current show by name (and its station)', async () => {
    const burst = await playing();
    const show = h.sim.catalogue.showOf(burst);
    const turn = await h.device.intent('PlayShowIntent');
    expect(turn.speech).toBe(`Here is more from ${escapeSsml(show.name)}.`);
    expect(apiCalls()[0]).toMatchObject({
      path: '/v2/topstories/search',
      query: { device: 'alexa', show: show.name, sourceId: String(burst.stationId) },
      hasKey: true,
    });
    const next = h.sim.catalogue.burstById(h.device.current?.token.split('|')[4] ?? '');
    expect(next?.showId).toBe(show.showId);
  });

  it('says "the programme" in en-GB', async () => {
    const gb = h.newDevice({ locale: 'en-GB', userId: 'amzn1.ask.account.GB' });
    const burst = await playing(gb);
    const turn = await gb.intent('PlayShowIntent');
    expect(turn.speech).toBe(
      `Here is more from the programme ${escapeSsml(h.sim.catalogue.showOf(burst).name)}.`,
    );
  });
});
