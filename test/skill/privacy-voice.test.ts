// Privacy by voice, as conversations with a local Echo: "what do you know about me" says (and
// shows) what is kept; "delete my data" asks first, and only a yes to that question erases the
// listener on all their Echos. No, cancel and stop keep everything; a question left unanswered
// lapses, so a later "yes" erases nothing.
import { DEFAULT_RETENTION_DAYS } from '../../src/config/limits';
import { savedFromItem } from '../../src/radio/saves';
import { SUPPORTED_LOCALES } from '../../src/model/contract';
import { translatorFor } from '../../src/skill/i18n';
import { en } from '../../src/skill/speech/en';
import type { EchoDevice } from '../../src/emulator/device';
import { item } from '../playback/fixtures';
import { keysOf, startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
/** While true, the store cannot be read (every get fails), as when DynamoDB is unreachable. */
let storeDown = false;
beforeEach(async () => {
  storeDown = false;
  h = await startHarness({
    persistence: (base) =>
      new Proxy(base, {
        get(target, prop) {
          if (prop === 'get' && storeDown) return () => Promise.reject(new Error('store unreachable'));
          const v: unknown = Reflect.get(target, prop);
          return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
        },
      }),
  });
});
afterEach(() => h.close());

const kitchen = () => h.device;
const bedroomOf = (hh: Harness) => hh.newDevice({ deviceId: 'amzn1.ask.device.bedroom' });

/** The summary as the listener hears it, from its parts (the wording is en.ts's). */
const summary = (parts: { follows: string; saves: string; history: string; station: string }) =>
  [
    en.privacy_summary
      .replace('{{follows}}', parts.follows)
      .replace('{{saves}}', parts.saves)
      .replace('{{history}}', parts.history)
      .replace('{{station}}', parts.station),
    en.privacy_retention_other.replace('{{count}}', String(DEFAULT_RETENTION_DAYS)),
    en.privacy_delete_hint,
  ].join(' ');

interface StoredListener {
  follows?: unknown[];
  saves?: unknown[];
  history?: unknown[];
  profile?: { localStation?: unknown; apiUserId?: unknown };
}
const listenerOf = async (d = kitchen()) => ((await h.records(d)).listener ?? {}) as StoredListener;

/** Rewrites the stored listener record, as another process would (a versioned write). */
async function editListener(change: (rec: Record<string, unknown>) => Record<string, unknown>) {
  const key = keysOf(kitchen()).listener;
  const { value, version } = await h.store.get(key);
  if (!value) throw new Error('no listener record to edit');
  if ((await h.store.put(key, change(value), version)) !== 'ok') throw new Error('edit met a conflict');
}

/** A listener with two follows, a saved burst, a local station and bursts heard, on two Echos. */
async function listenerWithEverything() {
  const bedroom = bedroomOf(h);
  await kitchen().intent('FollowIntent', { topic: 'electric cars' });
  await kitchen().intent('FollowIntent', { topic: 'kvtr' });
  await kitchen().intent('SetStationIntent', { station: 'thames' });
  await kitchen().intent('TopStoriesIntent');
  await kitchen().intent('SaveBurstIntent');
  await kitchen().playToEnd();
  await bedroom.intent('TopStoriesIntent');
  const stored = await listenerOf();
  expect(stored.follows).toHaveLength(2);
  expect(stored.saves).toHaveLength(1);
  return { bedroom, heard: (await heardOn(kitchen())).size };
}

/** Bursts heard as this Echo's request sees them: the listener's history and the Echo's own. */
async function heardOn(d: EchoDevice): Promise<Set<unknown>> {
  const { listener, device } = await h.records(d);
  const own = (device as { playback?: { history?: unknown[] } } | undefined)?.playback?.history ?? [];
  return new Set([...((listener as StoredListener | undefined)?.history ?? []), ...own]);
}

describe('what do you know about me', () => {
  test('counts follows, saves and history, names the station, and shows the same on a card', async () => {
    const { heard } = await listenerWithEverything();
    expect(heard).toBeGreaterThan(1);
    const turn = await kitchen().intent('WhatDoYouKnowIntent');
    const said = summary({
      follows: '2 follows',
      saves: 'one saved burst',
      history: `a listening history of ${heard} bursts`,
      station: 'your local station, Thames Radio',
    });
    expect(turn.speech).toBe(said);
    // It ends by saying what to say: the session stays open for "delete my data".
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(turn.reprompt).toBe(en.privacy_reprompt);
    expect(turn.card).toEqual({ type: 'Simple', title: en.privacy_card_title, content: said });
    // The audio the question held goes on afterwards, untouched.
    expect(turn.reply.response.directives ?? []).toEqual([]);

    const answer = await kitchen().intent('DeleteDataIntent');
    expect(answer.speech).toBe(en.erase_ask);
  });

  test('one follow and nothing else; then three saved bursts', async () => {
    await kitchen().intent('FollowIntent', { topic: 'electric cars' });
    const one = await kitchen().intent('WhatDoYouKnowIntent');
    expect(one.speech).toBe(
      summary({
        follows: 'one follow',
        saves: 'no saved bursts',
        history: 'no listening history',
        station: 'no local station',
      }),
    );
    await kitchen().endSession();
    const saves = ['a', 'b', 'c'].map((id, i) => savedFromItem(item(id), 1000 - i));
    await editListener((rec) => ({ ...rec, saves, history: ['a'] }));
    const three = await kitchen().intent('WhatDoYouKnowIntent');
    expect(three.speech).toMatch(/: one follow, 3 saved bursts, a listening history of one burst, and no/);
  });

  test('a station name with & and < is escaped in the speech and plain on the card', async () => {
    await kitchen().intent('FollowIntent', { topic: 'electric cars' });
    await editListener((rec) => ({
      ...rec,
      profile: { ...(rec.profile as object), localStation: { id: 999, name: 'Q&A <Radio>' } },
    }));
    const turn = await kitchen().intent('WhatDoYouKnowIntent');
    expect(turn.speech).toContain('your local station, Q&amp;A &lt;Radio&gt;.');
    expect(turn.card?.content).toContain('your local station, Q&A <Radio>.');
  });

  test('a listener never seen hears that nothing is kept, and nothing is written', async () => {
    const turn = await kitchen().intent('WhatDoYouKnowIntent');
    expect(turn.speech).toBe(en.privacy_nothing);
    expect(turn.reply.response.shouldEndSession).toBe(true);
    expect(turn.card?.content).toBe(en.privacy_nothing);
    expect(await h.records()).toEqual({ listener: undefined, device: undefined });
  });
});

describe('delete my data', () => {
  test('asks first; yes erases the listener on every Echo, stops the audio, and calls no API', async () => {
    const { bedroom } = await listenerWithEverything();
    const before = await h.records();

    const question = await kitchen().intent('DeleteDataIntent');
    expect(question.speech).toBe(en.erase_ask);
    expect(question.reprompt).toBe(en.erase_ask_reprompt);
    expect(question.reply.response.shouldEndSession).toBe(false);
    // The question waits in the session, not in the store: asking changed nothing stored.
    expect(question.reply.sessionAttributes).toEqual({
      question: expect.objectContaining({ about: { yesNo: 'erase' }, misses: 0 }),
    });
    expect(await h.records()).toEqual(before);

    const calls = h.sim.control.requestLog.length;
    const yes = await kitchen().intent('AMAZON.YesIntent');
    expect(yes.speech).toBe(en.erase_done);
    expect(yes.reply.response.shouldEndSession).toBe(true);
    expect((yes.reply.response.directives ?? []).map((d) => d.type)).toEqual([
      'AudioPlayer.Stop',
      'AudioPlayer.ClearQueue',
    ]);
    expect(kitchen().activity).toBe('STOPPED');
    expect(kitchen().session).toBeUndefined();
    expect(h.sim.control.requestLog.length).toBe(calls);

    // Erased on both Echos: nothing of the listener is left, whatever the store keeps in its place.
    for (const d of [kitchen(), bedroom]) {
      const { listener, device } = await h.records(d);
      expect(JSON.stringify(listener ?? {})).not.toMatch(/electric cars|Thames|apiUserId|burstId/);
      expect(
        (device as { playback?: { playlist?: unknown } } | undefined)?.playback?.playlist,
      ).toBeUndefined();
    }
    expect((await bedroom.intent('ListFollowsIntent')).speech).toBe(en.follows_none);
    // Next time is a first time.
    expect((await kitchen().launch()).speech).toMatch(new RegExp(`^${en.welcome_new}`));
  });

  test('no keeps everything and the audio goes on; cancel does the same', async () => {
    await listenerWithEverything();
    const before = await h.records();
    for (const answer of ['AMAZON.NoIntent', 'AMAZON.CancelIntent']) {
      expect((await kitchen().intent('DeleteDataIntent')).speech).toBe(en.erase_ask);
      const kept = await kitchen().intent(answer);
      expect(kept.speech).toBe(en.erase_kept);
      expect(kept.reply.response.shouldEndSession).toBe(true);
      expect(kept.reply.response.directives ?? []).toEqual([]);
      expect(kept.reply.sessionAttributes).toEqual({});
      expect(kitchen().activity).toBe('PLAYING');
    }
    expect(await h.records()).toEqual(before);
    expect((await listenerOf()).follows).toHaveLength(2);
  });

  test('stop keeps everything and stops the audio, as stop always does', async () => {
    await listenerWithEverything();
    await kitchen().intent('DeleteDataIntent');
    const stop = await kitchen().intent('AMAZON.StopIntent');
    expect(stop.speech).toBe(en.erase_kept);
    expect(kitchen().activity).toBe('STOPPED');
    expect((await listenerOf()).follows).toHaveLength(2);
    // Its place is kept, as after any stop.
    expect((await kitchen().intent('AMAZON.ResumeIntent')).reply.response.directives?.[0]?.type).toBe(
      'AudioPlayer.Play',
    );
  });

  test('a question left for another request lapses: a later yes erases nothing', async () => {
    await listenerWithEverything();
    await kitchen().intent('DeleteDataIntent');
    const other = await kitchen().intent('WhatDoYouKnowIntent');
    expect(other.reply.response.shouldEndSession).toBe(false);
    expect(other.reply.sessionAttributes).toEqual({});
    const yes = await kitchen().intent('AMAZON.YesIntent');
    expect(yes.speech).toBe(en.fallback);
    expect((await listenerOf()).follows).toHaveLength(2);
  });

  test('help asks the same question again, and its yes still erases', async () => {
    await listenerWithEverything();
    await kitchen().intent('DeleteDataIntent');
    const help = await kitchen().intent('AMAZON.HelpIntent');
    expect(help.speech).toBe(en.erase_ask_reprompt);
    expect(help.reply.response.shouldEndSession).toBe(false);
    expect((await kitchen().intent('AMAZON.YesIntent')).speech).toBe(en.erase_done);
  });

  test('a lost answer gets the question once more; a second one ends it and nothing is erased', async () => {
    await listenerWithEverything();
    const before = await h.records();
    await kitchen().intent('DeleteDataIntent');
    const first = await kitchen().intent('AMAZON.FallbackIntent');
    expect(first.speech).toBe(`${en.question_missed} ${en.erase_ask_reprompt}`);
    expect(first.reply.response.shouldEndSession).toBe(false);
    const second = await kitchen().intent('AMAZON.FallbackIntent');
    expect(second.speech).toBe(`${en.question_give_up} ${en.restart_erase}`);
    expect(second.reply.response.shouldEndSession).toBe(true);
    expect(kitchen().session).toBeUndefined();
    expect(kitchen().activity).toBe('PLAYING');
    expect(await h.records()).toEqual(before);
  });

  test('"Did you mean …?" asked after the question gets its own yes, and nothing is erased', async () => {
    await listenerWithEverything();
    await kitchen().intent('DeleteDataIntent');
    const guess = await kitchen().intent('SourceIntent', { source: 'bbc radio four' });
    expect(guess.speech).toMatch(/^I couldn't find bbc radio four\. Did you mean .+\?$/);
    const yes = await kitchen().intent('AMAZON.YesIntent');
    expect(yes.speech).toMatch(/^Here are bursts from /);
    expect(kitchen().activity).toBe('PLAYING');
    expect((await listenerOf()).follows).toHaveLength(2);
  });

  test('a listener never seen has nothing to delete: no question, nothing written', async () => {
    const turn = await kitchen().intent('DeleteDataIntent');
    expect(turn.speech).toBe(en.erase_nothing);
    expect(turn.reply.response.shouldEndSession).toBe(true);
    expect(await h.records()).toEqual({ listener: undefined, device: undefined });
  });

  test('on a device without the AudioPlayer, yes erases and sends no audio directive', async () => {
    const screen = h.newDevice({ deviceId: 'amzn1.ask.device.screenless', supportsAudioPlayer: false });
    await kitchen().intent('FollowIntent', { topic: 'electric cars' });
    await screen.intent('DeleteDataIntent');
    const yes = await screen.intent('AMAZON.YesIntent');
    expect(yes.speech).toBe(en.erase_done);
    expect(yes.reply.response.directives ?? []).toEqual([]);
    expect((await listenerOf()).follows ?? []).toEqual([]);
  });
});

describe('yes and no with nothing pending do what they did', () => {
  test('a bare yes or no asks what the listener would like', async () => {
    await kitchen().intent('FollowIntent', { topic: 'electric cars' });
    for (const answer of ['AMAZON.YesIntent', 'AMAZON.NoIntent']) {
      const turn = await kitchen().intent(answer);
      expect(turn.speech).toBe(en.fallback);
      expect(turn.reprompt).toBe(en.help_reprompt);
    }
    expect((await listenerOf()).follows).toHaveLength(1);
  });

  test('"Did you mean …?" answered no asks for the station again', async () => {
    await kitchen().intent('SourceIntent', { source: 'bbc radio four' });
    expect((await kitchen().intent('AMAZON.NoIntent')).speech).toBe(en.ask_source);
  });

  test('stop with nothing pending stops the audio without a word', async () => {
    await kitchen().intent('TopStoriesIntent');
    const stop = await kitchen().intent('AMAZON.StopIntent');
    expect(stop.speech).toBeUndefined();
    expect(kitchen().activity).toBe('STOPPED');
  });
});

describe('when the store cannot be read', () => {
  test('nothing is summed up, asked or erased, and each says so', async () => {
    await kitchen().intent('FollowIntent', { topic: 'electric cars' });
    storeDown = true;
    expect((await kitchen().intent('WhatDoYouKnowIntent')).speech).toBe(en.privacy_unavailable);
    expect((await kitchen().intent('DeleteDataIntent')).speech).toBe(en.erase_unavailable);
    storeDown = false;
    expect((await kitchen().intent('DeleteDataIntent')).speech).toBe(en.erase_ask);
    storeDown = true;
    const yes = await kitchen().intent('AMAZON.YesIntent');
    expect(yes.speech).toBe(en.erase_unavailable);
    expect(yes.reply.response.shouldEndSession).toBe(true);
    storeDown = false;
    expect((await listenerOf()).follows).toHaveLength(1);
  });
});

test.each(SUPPORTED_LOCALES)('%s: counts and the retention are said in the right number', (locale) => {
  const t = translatorFor(locale);
  expect(t('privacy_follows', { count: 1 })).toBe('one follow');
  expect(t('privacy_follows', { count: 3 })).toBe('3 follows');
  expect(t('privacy_saves', { count: 1 })).toBe('one saved burst');
  expect(t('privacy_saves', { count: 3 })).toBe('3 saved bursts');
  expect(t('privacy_history', { count: 50 })).toBe('a listening history of 50 bursts');
  expect(t('privacy_retention', { count: 1 })).toMatch(/^I keep it for one day after/);
  expect(t('privacy_retention', { count: 30 })).toMatch(/^I keep it for 30 days after/);
});
