// Every question the skill asks, answered the way people answer: with the bare answer (Alexa fills
// the elicited slot from the slot samples), with a lost answer (asked again once, then closed
// politely), with help (the question again, not the generic help), and with something else.
import { ELICITED_SLOTS, SUPPORTED_LOCALES, type ElicitedIntent } from '../../src/model/contract';
import { translatorFor } from '../../src/skill/i18n';
import type { EchoDevice } from '../../src/emulator/device';
import { startHarness, type Harness } from '../helpers/skill-harness';
import { elicitDirective, matchSlotAnswer, slotValuesOf } from '../helpers/slot-answers';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

/** A bare answer for each question, and what the skill then says. */
const ANSWERS: Record<ElicitedIntent, { answer: string; then: RegExp; plays: boolean }> = {
  CategoryIntent: { answer: 'world news', then: /^Playing world news\.$/, plays: true },
  SearchIntent: { answer: 'electric cars', then: /^Here's what I found about electric cars\.$/, plays: true },
  LatestIntent: { answer: 'electric cars', then: /^Here's the latest on electric cars\.$/, plays: true },
  SourceIntent: { answer: 'maple radio', then: /^Here are bursts from Maple Radio\.$/, plays: true },
  WeatherIntent: { answer: 'maple radio', then: /^Here's the weather from Maple Radio\.$/, plays: true },
  TrafficIntent: {
    answer: 'maple radio',
    then: /^Here's the (traffic|travel news|traffic update) from Maple Radio\.$/,
    plays: true,
  },
  SetStationIntent: {
    answer: 'maple radio',
    then: /^Okay, Maple Radio is now your local station\.$/,
    plays: false,
  },
  FollowIntent: {
    answer: 'electric cars',
    then: /^Okay, you're now following electric cars\.$/,
    plays: false,
  },
  UnfollowIntent: {
    answer: 'electric cars',
    then: /^Okay, you're no longer following electric cars\.$/,
    plays: false,
  },
  // Notifications are off in this harness (no messaging credentials): the answer is taken, and the skill says so.
  NotifyIntent: {
    answer: 'electric cars',
    then: /^Notifications aren't set up for Burst Voice yet, so I can't send any\.$/,
    plays: false,
  },
};
const QUESTIONS = Object.keys(ELICITED_SLOTS) as ElicitedIntent[];

async function ask(d: EchoDevice, intent: ElicitedIntent) {
  // Unfollow needs something followed; the follow is a one-shot of its own.
  if (intent === 'UnfollowIntent') {
    await d.intent('FollowIntent', { topic: 'electric cars' });
    d.session = undefined;
  }
  return d.intent(intent);
}

describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
  const t = translatorFor(locale);
  const device = () => h.newDevice({ locale, userId: `amzn1.ask.account.${locale}` });

  test.each(QUESTIONS)('%s: the question carries ElicitSlot, and the bare answer does it', async (intent) => {
    const d = device();
    const slot = ELICITED_SLOTS[intent];
    const q = await ask(d, intent);
    expect(q.reply.response.shouldEndSession).toBe(false);
    expect(q.reply.response.directives).toEqual([elicitDirective(intent, slot)]);
    expect(q.speech).toMatch(/\?$/);
    expect(q.reprompt).toMatch(/\?$/);
    // The words alone resolve in this locale's model (the slot samples of the elicited slot)…
    const { answer, then, plays } = ANSWERS[intent];
    const [m] = matchSlotAnswer(locale, intent, slot, answer);
    // ("world news" may fill the slot as "world" by the sample "{category} news": the same value.)
    expect(answer).toContain(m?.slots[slot]?.value ?? 'nothing');
    // …and the request Alexa then sends does what was asked.
    const done = await d.intent(intent, slotValuesOf(m ?? { intent, sample: '', slots: {} }));
    expect(done.speech).toMatch(then);
    expect(d.activity).toBe(plays ? 'PLAYING' : 'IDLE');
    expect(done.reply.sessionAttributes?.question).toBeUndefined();
  });

  test.each(QUESTIONS)(
    '%s: a lost answer gets the question once more, a second one closes',
    async (intent) => {
      const d = device();
      const q = await ask(d, intent);
      const again = await d.intent('AMAZON.FallbackIntent');
      expect(again.speech).toBe(`${t('question_missed')} ${q.reprompt}`);
      expect(again.reply.response.shouldEndSession).toBe(false);
      expect(again.reply.response.directives).toEqual([elicitDirective(intent, ELICITED_SLOTS[intent])]);
      const closed = await d.intent('AMAZON.FallbackIntent');
      expect(closed.speech).toMatch(
        new RegExp(`^${escape(t('question_give_up'))} To try again, ask Burst Voice `),
      );
      expect(closed.reply.response.shouldEndSession).toBe(true);
      expect(closed.reply.response.directives ?? []).toEqual([]);
      expect(d.session).toBeUndefined();
    },
  );
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('what counts as a lost answer, and what moves on', () => {
  test('"yes" to a station question is lost; the asked intent back without its slot is too', async () => {
    const q = await h.device.intent('WeatherIntent');
    const yes = await h.device.intent('AMAZON.YesIntent');
    expect(yes.speech).toBe(`Sorry, I didn't get that. ${q.reprompt}`);
    const empty = await h.device.intent('WeatherIntent');
    expect(empty.speech).toBe(
      "Sorry, I still didn't get that, so I'll stop here. To try again, ask Burst Voice for the weather.",
    );
    expect(h.device.session).toBeUndefined();
  });

  test('help in the middle of a question is the question again with its hint, not the generic help', async () => {
    await h.device.intent('SearchIntent');
    const help = await h.device.intent('AMAZON.HelpIntent');
    expect(help.speech).toBe(
      'Just tell me the topic, for example, electric cars. What would you like to hear bursts about?',
    );
    expect(help.reply.response.directives).toEqual([elicitDirective('SearchIntent', 'query')]);
    // Help is not a miss: two lost answers are still needed to close.
    expect((await h.device.intent('AMAZON.FallbackIntent')).reply.response.shouldEndSession).toBe(false);
    expect((await h.device.intent('AMAZON.FallbackIntent')).reply.response.shouldEndSession).toBe(true);
  });

  test('another request drops the question: it is done, and a later fallback is the usual one', async () => {
    await h.device.intent('FollowIntent');
    const news = await h.device.intent('TopStoriesIntent');
    expect(news.speech).toMatch(/top stories/);
    expect(h.device.activity).toBe('PLAYING');
    const d = h.newDevice({ userId: 'amzn1.ask.account.OTHER' });
    await d.intent('LatestIntent');
    const list = await d.intent('ListFollowsIntent');
    expect(list.reply.sessionAttributes?.question).toBeUndefined();
  });

  test('"use …" naming no station to a weather question goes on asking for the weather', async () => {
    await h.device.intent('WeatherIntent');
    const unknown = await h.device.intent('SetStationIntent', { station: 'zzyzx' });
    expect(unknown.speech).toBe(
      "I couldn't find a station or podcast called zzyzx. Which station should I use for weather?",
    );
    expect(unknown.reply.response.directives).toEqual([elicitDirective('WeatherIntent', 'station')]);
    const bare = await h.device.intent('WeatherIntent', { station: 'maple radio' });
    expect(bare.speech).toBe("Here's the weather from Maple Radio.");
  });

  test('an answer the skill cannot use asks again, and does not count as lost', async () => {
    await h.device.intent('SourceIntent');
    const unknown = await h.device.intent('SourceIntent', { source: 'zzyzx' });
    expect(unknown.speech).toBe(
      "I couldn't find a station or podcast called zzyzx. Which station or podcast would you like to hear?",
    );
    expect(unknown.reply.sessionAttributes?.question).toMatchObject({ misses: 0 });
    const bare = await h.device.intent('SourceIntent', { source: 'maple radio' });
    expect(bare.speech).toBe('Here are bursts from Maple Radio.');
  });

  test('"Did you mean …?": a lost answer asks it again, the second closes; "no" asks for the name', async () => {
    const guess = await h.device.intent('WeatherIntent', { station: 'bbc radio four' });
    const suggestion = /Did you mean (.+)\?$/.exec(guess.speech ?? '')?.[1] ?? '';
    expect(guess.reply.response.directives ?? []).toEqual([]);
    const again = await h.device.intent('AMAZON.FallbackIntent');
    expect(again.speech).toBe(`Sorry, I didn't get that. Did you mean ${suggestion}? Say, yes, or no.`);
    const closed = await h.device.intent('AMAZON.FallbackIntent');
    expect(closed.speech).toBe(
      "Sorry, I still didn't get that, so I'll stop here. To try again, ask Burst Voice for the weather.",
    );
    // The guess went with the dialog: a later "yes" confirms nothing.
    const later = await h.device.intent('AMAZON.YesIntent');
    expect(later.speech).toMatch(/^Sorry, I didn't get that\./);
    expect(h.device.activity).toBe('IDLE');

    const d = h.newDevice({ userId: 'amzn1.ask.account.NO' });
    await d.intent('WeatherIntent', { station: 'bbc radio four' });
    const no = await d.intent('AMAZON.NoIntent');
    expect(no.speech).toBe('Which station should I use for weather?');
    expect(no.reply.response.directives).toEqual([elicitDirective('WeatherIntent', 'station')]);
    const bare = await d.intent('WeatherIntent', { station: 'maple radio' });
    expect(bare.speech).toBe("Here's the weather from Maple Radio.");
  });
});
