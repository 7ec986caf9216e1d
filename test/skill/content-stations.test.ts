// SourceIntent, WeatherIntent, TrafficIntent and SetStationIntent end to end: the source search,
// the remembered local station, the station question and its answer ("use Bay City Radio").
import { suggestedPhrases } from '../../src/certification/suggestions';
import { loadInteractionModel, SUPPORTED_LOCALES } from '../../src/model/load-model';
import { matchUtterance } from '../../src/model/resolve-utterance';
import type { EchoDevice } from '../../src/emulator/device';
import { startHarness, type Harness } from '../helpers/skill-harness';
import { elicitDirective, matchSlotAnswer, slotValuesOf } from '../helpers/slot-answers';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const apiCalls = () =>
  h.sim.control.requestLog
    // Less the bookkeeping calls and the next burst's detail fetched for its captions (captions.test.ts).
    .filter((e) => e.path !== '/v2/users/register' && e.path !== '/v2/user/track' && e.path !== '/v2/burst')
    .map((e) => ({ path: e.path, query: e.query, hasKey: e.hasKey }));
const playingBurst = (d: EchoDevice = h.device) =>
  h.sim.catalogue.burstById(d.current?.token.split('|')[4] ?? '');
async function localStation(d: EchoDevice = h.device): Promise<unknown> {
  const rec = await h.stored(d);
  return (rec.profile as { localStation?: unknown } | undefined)?.localStation;
}

/** Says `phrase` to the locale's model and sends the intent it resolves to, with its slots. */
async function say(d: EchoDevice, locale: string, phrase: string) {
  const model = loadInteractionModel(locale as (typeof SUPPORTED_LOCALES)[number]);
  const [m] = matchUtterance(model, phrase);
  if (!m) throw new Error(`"${phrase}" matches no sample of ${locale}`);
  return { intent: m.intent, turn: await d.intent(m.intent, slotValuesOf(m)) };
}

describe('SourceIntent', () => {
  it('finds the source by name, then plays a relevancy search by its sourceId', async () => {
    const turn = await h.device.intent('SourceIntent', { source: 'bay city radio' });
    expect(turn.speech).toBe('Here are bursts from Bay City Radio.');
    expect(apiCalls()).toEqual([
      { path: '/v2/sources', query: { term: 'bay city radio', device: 'alexa' }, hasKey: true },
      { path: '/v2/topstories/search', query: { device: 'alexa', sourceId: '103' }, hasKey: true },
    ]);
    expect(playingBurst()?.stationId).toBe(103);
    expect(turn.reply.response.shouldEndSession).toBe(true);
  });

  it('says it cannot find a source named in answer to its question, plays nothing and asks again', async () => {
    await h.device.intent('SourceIntent');
    h.sim.control.clearLog();
    const turn = await h.device.intent('SourceIntent', { source: 'zzyzx' });
    expect(turn.speech).toBe(
      "I couldn't find a station or podcast called zzyzx. Which station or podcast would you like to hear?",
    );
    expect(turn.reprompt).toBe(
      "Just tell me the station's or the podcast's name. Which station or podcast would you like to hear?",
    );
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(turn.reply.response.directives ?? []).toEqual([elicitDirective('SourceIntent', 'source')]);
    expect(apiCalls().map((c) => c.path)).toEqual(['/v2/sources']);
  });

  it('searches words that name no source and have no station\'s form ("the latest from parliament")', async () => {
    const turn = await h.device.intent('SourceIntent', { source: 'parliament' });
    expect(turn.speech).not.toMatch(/station or podcast called/);
    expect(apiCalls().map((c) => c.path)).toEqual(
      expect.arrayContaining(['/v2/sources', '/v2/topstories/search']),
    );
    const search = apiCalls().find((c) => c.path === '/v2/topstories/search');
    expect(search?.query.q).toBe('parliament');
    expect(search?.query.sourceId).toBeUndefined();
  });

  it('never plays a guess: "Did you mean …?" keeps the session open; yes plays it', async () => {
    const turn = await h.device.intent('SourceIntent', { source: 'bbc radio four' });
    const guess = /^I couldn't find bbc radio four\. Did you mean (.+)\?$/.exec(turn.speech ?? '')?.[1];
    expect(guess).toBeDefined();
    expect(turn.reprompt).toBe(`Did you mean ${guess}? Say, yes, or no.`);
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(turn.reply.response.directives ?? []).toEqual([]);
    expect(h.device.activity).toBe('IDLE');
    const yes = await h.device.intent('AMAZON.YesIntent');
    expect(yes.speech).toBe(`Here are bursts from ${guess}.`);
    expect(h.device.activity).toBe('PLAYING');
  });

  it('"no" to the guess asks for the station again, and a later "yes" has nothing to confirm', async () => {
    await h.device.intent('SourceIntent', { source: 'bbc radio four' });
    const no = await h.device.intent('AMAZON.NoIntent');
    expect(no.speech).toBe('Which station or podcast would you like to hear?');
    expect(no.reply.response.shouldEndSession).toBe(false);
    // The new question takes the bare name: ElicitSlot moves the dialog to SourceIntent.
    expect(no.reply.response.directives).toEqual([elicitDirective('SourceIntent', 'source')]);
    // "Yes" answers no question now: the station question is asked again, and nothing plays.
    const yes = await h.device.intent('AMAZON.YesIntent');
    expect(yes.speech).toMatch(
      /^Sorry, I didn't get that\. .*Which station or podcast would you like to hear\?$/,
    );
    expect(yes.reply.response.directives).toEqual([elicitDirective('SourceIntent', 'source')]);
    expect(yes.reply.response.shouldEndSession).toBe(false);
    expect(h.device.activity).toBe('IDLE');
  });

  it('a guess for the weather, confirmed, plays the weather and remembers the station', async () => {
    const turn = await h.device.intent('WeatherIntent', { station: 'bbc radio four' });
    const guess = /Did you mean (.+)\?$/.exec(turn.speech ?? '')?.[1];
    expect(guess).toBeDefined();
    const yes = await h.device.intent('AMAZON.YesIntent');
    expect(yes.speech).toBe(`Here's the weather from ${guess}.`);
    expect(await localStation()).toMatchObject({ name: guess });
  });

  it('asks which source when the slot is missing', async () => {
    const turn = await h.device.intent('SourceIntent');
    expect(turn.speech).toBe('Which station or podcast would you like to hear?');
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(apiCalls()).toEqual([]);
  });
});

describe.each([
  ['WeatherIntent', 'weather', 'the weather'],
  ['TrafficIntent', 'traffic', 'the traffic'],
] as const)('%s', (intent, kind, what) => {
  it('looks the station slot up by name, plays its report and remembers the station', async () => {
    const turn = await h.device.intent(intent, { station: 'Lakeside FM' });
    expect(turn.speech).toBe(`Here's ${what} from Lakeside FM.`);
    expect(apiCalls()).toEqual([
      { path: '/v2/sources', query: { term: 'Lakeside FM', device: 'alexa' }, hasKey: true },
      { path: `/v2/intent/${kind}`, query: { stations: '105', device: 'alexa' }, hasKey: true },
    ]);
    expect(playingBurst()).toMatchObject({ kind, stationId: 105 });
    expect(await localStation()).toEqual({ id: 105, name: 'Lakeside FM' });

    // Next time, without a slot, the remembered station is used with no source search.
    h.sim.control.clearLog();
    const again = await h.device.intent(intent);
    expect(again.speech).toBe(`Here's ${what} from Lakeside FM.`);
    expect(apiCalls()).toEqual([
      { path: `/v2/intent/${kind}`, query: { stations: '105', device: 'alexa' }, hasKey: true },
    ]);
  });

  it('asks which station when none is known, keeps the session open, and "use …" answers it', async () => {
    const turn = await h.device.intent(intent);
    expect(turn.speech).toBe(`Which station should I use for ${kind}?`);
    expect(turn.reprompt).toBe(`Just tell me the station's name. Which station should I use for ${kind}?`);
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(turn.reply.response.directives).toEqual([elicitDirective(intent, 'station')]);
    expect(apiCalls()).toEqual([]);

    const answer = await say(h.device, 'en-US', 'use bay city radio');
    expect(answer.intent).toBe('SetStationIntent');
    expect(answer.turn.speech).toBe(
      `Okay, Bay City Radio is now your local station. Here's ${what} from Bay City Radio.`,
    );
    expect(playingBurst()).toMatchObject({ kind, stationId: 103 });
    expect(await localStation()).toEqual({ id: 103, name: 'Bay City Radio' });
  });

  it('says when the station has no report, nothing plays, and the bare name of another answers', async () => {
    const turn = await h.device.intent(intent, { station: 'signal and noise' });
    expect(turn.speech).toBe(
      `Signal and Noise doesn't have a ${kind} report right now. Which station should I use for ${kind}?`,
    );
    expect(turn.reply.response.directives).toEqual([elicitDirective(intent, 'station')]);
    expect(h.device.activity).toBe('IDLE');
    const other = await h.device.intent(intent, { station: 'lakeside fm' });
    expect(other.speech).toBe(`Here's ${what} from Lakeside FM.`);
    expect(h.device.activity).toBe('PLAYING');
  });

  it('keeps the question pending when the named station is not found', async () => {
    const turn = await h.device.intent(intent, { station: 'zzyzx' });
    expect(turn.speech).toMatch(/^I couldn't find a station or podcast called zzyzx\./);
    expect(turn.reply.response.shouldEndSession).toBe(false);
    const answer = await say(h.device, 'en-US', 'try lakeside fm');
    expect(answer.turn.speech).toBe(
      `Okay, Lakeside FM is now your local station. Here's ${what} from Lakeside FM.`,
    );
    expect(playingBurst()).toMatchObject({ kind, stationId: 105 });
  });
});

describe('SetStationIntent', () => {
  it('confirms by the name it found (not the words heard) and remembers the station', async () => {
    const turn = await h.device.intent('SetStationIntent', { station: 'thames' });
    expect(turn.speech).toBe('Okay, Thames Radio is now your local station.');
    expect(turn.reply.response.shouldEndSession).toBe(true);
    expect(turn.reply.response.directives ?? []).toEqual([]);
    expect(apiCalls()).toEqual([
      { path: '/v2/sources', query: { term: 'thames', device: 'alexa' }, hasKey: true },
    ]);
    expect(await localStation()).toEqual({ id: 108, name: 'Thames Radio' });
    const weather = await h.device.intent('WeatherIntent');
    expect(weather.speech).toBe("Here's the weather from Thames Radio.");
  });

  it('asks again for a station it cannot find, and remembers nothing', async () => {
    const turn = await h.device.intent('SetStationIntent', { station: 'zzyzx' });
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(turn.reprompt).toBe(
      "Just tell me the station's name. Which station should I remember as your local station?",
    );
    expect(turn.reply.response.directives).toEqual([elicitDirective('SetStationIntent', 'station')]);
    expect(await localStation()).toBeUndefined();
  });
});

describe.each(SUPPORTED_LOCALES)('the station question in %s', (locale) => {
  it('takes the bare name (the slot samples of the elicited slot) and plays the weather', async () => {
    const d = h.newDevice({ locale, userId: `amzn1.ask.account.${locale}` });
    const question = await d.intent('WeatherIntent');
    expect(suggestedPhrases(question.speech ?? '', 'maple radio')).toEqual([]);
    const [m] = matchSlotAnswer(locale, 'WeatherIntent', 'station', 'maple radio');
    expect(m?.slots.station?.resolved).toEqual({ name: 'maple radio', id: expect.any(String) });
    const answer = await d.intent('WeatherIntent', {
      station: { value: 'maple radio', id: m?.slots.station?.resolved?.id ?? '', name: 'maple radio' },
    });
    expect(answer.speech).toBe("Here's the weather from Maple Radio.");
    expect(playingBurst(d)).toMatchObject({ kind: 'weather', stationId: 110 });
    expect(await localStation(d)).toEqual({ id: 110, name: 'Maple Radio' });
  });

  it('still takes "use …", which the model resolves to SetStationIntent, and plays the weather', async () => {
    const d = h.newDevice({ locale, userId: `amzn1.ask.account.${locale}` });
    await d.intent('WeatherIntent');
    const model = loadInteractionModel(locale);
    for (const phrase of ['use maple radio', 'try maple radio', 'use maple radio please']) {
      expect(matchUtterance(model, phrase).map((m) => m.intent)).toEqual(['SetStationIntent']);
    }
    const answer = await say(d, locale, 'use maple radio please');
    expect(answer.turn.speech).toMatch(
      /^Okay, Maple Radio is now your local station\. Here's the weather from Maple Radio\.$/,
    );
    expect(playingBurst(d)).toMatchObject({ kind: 'weather', stationId: 110 });
  });
});
