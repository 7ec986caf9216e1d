// The response guard, rule by rule: what it reports (strict mode throws with these) and how it
// repairs the reply (production).
import type { Directive, Response, interfaces } from 'ask-sdk-model';
import { ResponseGuardViolation, checkResponse, isSilentRequest, jsonSizeBound } from '../../src/skill/guard';
import { elicitDirective } from '../helpers/slot-answers';

const speech = { type: 'SSML', ssml: '<speak>Hi</speak>' } as const;
const question = { type: 'SSML', ssml: '<speak>What would you like?</speak>' } as const;
const card = { type: 'Simple', title: 't', content: 'c' } as const;

function play(
  behavior: interfaces.audioplayer.PlayBehavior,
  stream: Partial<interfaces.audioplayer.Stream> = {},
): interfaces.audioplayer.PlayDirective {
  return {
    type: 'AudioPlayer.Play',
    playBehavior: behavior,
    audioItem: {
      stream: { url: 'https://cdn.test/a.mp3', token: 'bv1|p|0|1|abc', offsetInMilliseconds: 0, ...stream },
    },
  };
}
const stop: Directive = { type: 'AudioPlayer.Stop' };
const clear: Directive = { type: 'AudioPlayer.ClearQueue', clearBehavior: 'CLEAR_ALL' };

const check = (requestType: string, response: Response, audioPlayerSupported = true) =>
  checkResponse({ requestType, audioPlayerSupported }, response);

describe('valid replies pass untouched', () => {
  test.each<[string, Response]>([
    ['LaunchRequest', { outputSpeech: speech, directives: [play('REPLACE_ALL')], shouldEndSession: true }],
    [
      'IntentRequest',
      { outputSpeech: question, reprompt: { outputSpeech: question }, shouldEndSession: false },
    ],
    ['IntentRequest', { outputSpeech: speech, shouldEndSession: true }],
    ['AudioPlayer.PlaybackNearlyFinished', { directives: [play('ENQUEUE', { expectedPreviousToken: 'x' })] }],
    ['AudioPlayer.PlaybackFailed', { directives: [play('REPLACE_ALL')] }],
    ['AudioPlayer.PlaybackFinished', { directives: [clear] }],
    ['AudioPlayer.PlaybackStopped', {}],
    ['PlaybackController.PauseCommandIssued', { directives: [stop] }],
    ['System.ExceptionEncountered', {}],
    ['SessionEndedRequest', {}],
  ])('%s', (type, response) => {
    const r = check(type, response);
    expect(r.violations).toEqual([]);
    expect(r.response).toEqual(response);
  });
});

describe('silent requests: no speech, card or reprompt', () => {
  test.each([
    'AudioPlayer.PlaybackStarted',
    'AudioPlayer.PlaybackFailed',
    'PlaybackController.NextCommandIssued',
    'System.ExceptionEncountered',
  ])('%s: reported and removed', (type) => {
    const r = check(type, { outputSpeech: speech, card, reprompt: { outputSpeech: speech } });
    expect(r.violations).toHaveLength(3);
    expect(r.response).not.toHaveProperty('outputSpeech');
    expect(r.response).not.toHaveProperty('card');
    expect(r.response).not.toHaveProperty('reprompt');
  });

  test('isSilentRequest names exactly those families', () => {
    expect(isSilentRequest('AudioPlayer.PlaybackStopped')).toBe(true);
    expect(isSilentRequest('PlaybackController.PlayCommandIssued')).toBe(true);
    expect(isSilentRequest('System.ExceptionEncountered')).toBe(true);
    expect(isSilentRequest('IntentRequest')).toBe(false);
    expect(isSilentRequest('LaunchRequest')).toBe(false);
    expect(isSilentRequest('SessionEndedRequest')).toBe(false);
  });

  // Issue 35: families Alexa only sends outside a session, and any other type sent without one.
  test.each([
    'AlexaSkillEvent.SkillEnabled',
    'Messaging.MessageReceived',
    'Reminders.ReminderCreated',
    'Alexa.DataStore.PackageManager.InstallationError',
    'Connections.Response',
  ])('%s is silent, with or without a session in the envelope', (type) => {
    expect(isSilentRequest(type)).toBe(true);
    expect(isSilentRequest(type, false)).toBe(true);
  });

  test('an unknown type is silent without a session and may speak in one; spoken types always may', () => {
    expect(isSilentRequest('Foo.Bar.Baz', false)).toBe(true);
    expect(isSilentRequest('Foo.Bar.Baz', true)).toBe(false);
    expect(isSilentRequest('Alexa.Presentation.APL.UserEvent', true)).toBe(false);
    // A spoken request without a session is no Echo's (a test's shortcut): judged as spoken.
    expect(isSilentRequest('LaunchRequest', false)).toBe(false);
    expect(isSilentRequest('IntentRequest', false)).toBe(false);
  });

  test('speech to a request outside a session is reported and removed', () => {
    const r = checkResponse(
      { requestType: 'Foo.Bar.Baz', audioPlayerSupported: true, inSession: false },
      { outputSpeech: speech, reprompt: { outputSpeech: question }, shouldEndSession: false },
    );
    expect(r.violations).toEqual([
      'Foo.Bar.Baz reply must not carry outputSpeech',
      'Foo.Bar.Baz reply must not carry reprompt',
    ]);
    expect(r.response).not.toHaveProperty('outputSpeech');
    const inSession = checkResponse(
      { requestType: 'Foo.Bar.Baz', audioPlayerSupported: true, inSession: true },
      { outputSpeech: question, reprompt: { outputSpeech: question }, shouldEndSession: false },
    );
    expect(inSession.violations).toEqual([]);
  });
});

describe('requests whose reply must be empty', () => {
  test.each(['System.ExceptionEncountered', 'AudioPlayer.PlaybackStopped', 'SessionEndedRequest'])(
    '%s: every directive is removed',
    (type) => {
      const r = check(type, { directives: [stop, play('REPLACE_ALL')] });
      expect(r.violations.join()).toMatch(/must be empty/);
      expect(r.response.directives).toEqual([]);
    },
  );
});

test('SessionEndedRequest: speech, card and reprompt are removed too', () => {
  const r = check('SessionEndedRequest', { outputSpeech: speech, card, reprompt: { outputSpeech: speech } });
  expect(r.violations).toHaveLength(3);
  expect(r.response).toEqual({});
});

test('PlaybackFinished allows only Stop and ClearQueue', () => {
  const r = check('AudioPlayer.PlaybackFinished', { directives: [play('REPLACE_ALL'), stop, clear] });
  expect(r.violations.join()).toMatch(/only Stop and ClearQueue/);
  expect(r.response.directives).toEqual([stop, clear]);
});

test('a Play for a device without AudioPlayer is removed, the speech kept', () => {
  const r = check(
    'IntentRequest',
    { outputSpeech: speech, directives: [play('REPLACE_ALL')], shouldEndSession: true },
    false,
  );
  expect(r.violations).toEqual(['Play sent to a device without AudioPlayer']);
  expect(r.response.directives).toEqual([]);
  expect(r.response.outputSpeech).toEqual(speech);
});

test('more than one Play: only the first is kept', () => {
  const first = play('REPLACE_ALL');
  const second = play('REPLACE_ALL', { token: 'other' });
  const r = check('AudioPlayer.PlaybackFailed', { directives: [first, stop, second] });
  expect(r.violations).toEqual(['more than one Play directive']);
  expect(r.response.directives).toEqual([first, stop]);
});

describe('a Play that breaks a stream rule is removed', () => {
  test.each<[string, interfaces.audioplayer.PlayDirective, RegExp]>([
    ['http stream', play('REPLACE_ALL', { url: 'http://cdn.test/a.mp3' }), /https/],
    ['empty token', play('REPLACE_ALL', { token: '' }), /token/],
    ['token over 1024 chars', play('REPLACE_ALL', { token: 'x'.repeat(1025) }), /1024/],
    ['ENQUEUE without expectedPreviousToken', play('ENQUEUE'), /ENQUEUE needs/],
    [
      'REPLACE_ALL with expectedPreviousToken',
      play('REPLACE_ALL', { expectedPreviousToken: 'x' }),
      /must not/,
    ],
    [
      'REPLACE_ENQUEUED with expectedPreviousToken',
      play('REPLACE_ENQUEUED', { expectedPreviousToken: 'x' }),
      /must not/,
    ],
    [
      'no stream',
      {
        type: 'AudioPlayer.Play',
        playBehavior: 'REPLACE_ALL',
        audioItem: {},
      } as interfaces.audioplayer.PlayDirective,
      /without a stream/,
    ],
  ])('%s', (_what, directive, why) => {
    const r = check('AudioPlayer.PlaybackNearlyFinished', { directives: [directive] });
    expect(r.violations).toHaveLength(1);
    expect(r.violations[0]).toMatch(why);
    expect(r.response.directives).toEqual([]);
  });

  test('a token of exactly 1024 chars is fine', () => {
    const r = check('AudioPlayer.PlaybackFailed', {
      directives: [play('REPLACE_ALL', { token: 'x'.repeat(1024) })],
    });
    expect(r.violations).toEqual([]);
  });
});

describe('a spoken reply with a Play must end the session', () => {
  test('an open session is closed and the reprompt dropped', () => {
    const r = check('IntentRequest', {
      outputSpeech: speech,
      reprompt: { outputSpeech: speech },
      shouldEndSession: false,
      directives: [play('REPLACE_ALL')],
    });
    expect(r.violations).toEqual(['a reply with Play must end the session']);
    expect(r.response.shouldEndSession).toBe(true);
    expect(r.response).not.toHaveProperty('reprompt');
  });

  test('an unset shouldEndSession is also set', () => {
    const r = check('LaunchRequest', { directives: [play('REPLACE_ALL')] });
    expect(r.response.shouldEndSession).toBe(true);
  });

  test('AudioPlayer replies are left alone (they carry no session)', () => {
    const r = check('AudioPlayer.PlaybackFailed', { directives: [play('REPLACE_ALL')] });
    expect(r.response).not.toHaveProperty('shouldEndSession');
  });
});

describe('size limits (reported; an oversized reply sheds what the listener can do without)', () => {
  test('speech over 8000 characters', () => {
    const r = check('IntentRequest', {
      outputSpeech: { type: 'SSML', ssml: `<speak>${'a'.repeat(8001)}</speak>` },
      shouldEndSession: true,
    });
    expect(r.violations).toEqual(['outputSpeech longer than 8000 characters']);
  });

  test('a reply over 24 KB', () => {
    const big = { type: 'Simple', title: 't', content: 'x'.repeat(25 * 1024) } as const;
    const r = check('IntentRequest', { card: big });
    expect(r.violations).toEqual(['response larger than 24 KB']);
  });

  const size = (r: Response) => Buffer.byteLength(JSON.stringify(r));

  test('the size bound that spares serialising a small reply is never below the real size', () => {
    const replies: unknown[] = [
      { outputSpeech: speech, directives: [play('REPLACE_ALL')], shouldEndSession: true },
      { card: { type: 'Simple', title: '\u0001\u001f"\\', content: '€😀\n'.repeat(50) } },
      { n: [-1.2345678901234567e-308, Number.MAX_VALUE, null, true, undefined, [], {}] },
      { d: new Date(0) },
    ];
    for (const r of replies)
      expect(jsonSizeBound(r)).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(r)));
    // Just under the limit in bytes but not in the bound: measured exactly, so no false violation.
    const near = check('IntentRequest', {
      card: { type: 'Simple', title: 't', content: 'x'.repeat(24 * 1024 - 100) },
    });
    expect(near.violations).toEqual([]);
  });
  const captions = { type: 'WEBVTT', content: 'WEBVTT\n\n00:00.000 --> 00:02.000\nhello' } as const;

  test('captions go first: the card, metadata and stream stay when that is enough', () => {
    const p = play('REPLACE_ALL', { captionData: { ...captions, content: 'x'.repeat(25 * 1024) } });
    p.audioItem!.metadata = { title: 'A burst', subtitle: 'KVTR' };
    const card = { type: 'Simple', title: 't', content: 'short' } as const;
    const r = check('IntentRequest', { outputSpeech: speech, card, directives: [p], shouldEndSession: true });
    expect(r.violations).toEqual(['response larger than 24 KB']);
    expect(size(r.response)).toBeLessThanOrEqual(24 * 1024);
    const kept = r.response.directives![0] as interfaces.audioplayer.PlayDirective;
    expect(kept.audioItem?.stream?.captionData).toBeUndefined();
    expect(kept.audioItem!.metadata).toEqual({ title: 'A burst', subtitle: 'KVTR' });
    expect(r.response.card).toEqual(card);
  });

  test('then the card, then the screen metadata; the stream itself is never touched', () => {
    const p = play('REPLACE_ALL', { captionData: captions });
    p.audioItem!.metadata = { title: 'y'.repeat(25 * 1024) };
    const card = { type: 'Simple', title: 't', content: 'z'.repeat(1024) } as const;
    const r = check('IntentRequest', { outputSpeech: speech, card, directives: [p], shouldEndSession: true });
    expect(size(r.response)).toBeLessThanOrEqual(24 * 1024);
    expect(r.response.card).toBeUndefined();
    const kept = r.response.directives![0] as interfaces.audioplayer.PlayDirective;
    expect(kept.audioItem!.metadata).toBeUndefined();
    expect(kept.audioItem!.stream).toEqual({
      url: 'https://cdn.test/a.mp3',
      token: 'bv1|p|0|1|abc',
      offsetInMilliseconds: 0,
    });
    expect(r.response.outputSpeech).toEqual(speech);
  });
});

test('the guard never mutates the original response', () => {
  const original: Response = { outputSpeech: speech, directives: [play('REPLACE_ALL'), play('ENQUEUE')] };
  const copy = structuredClone(original);
  check('AudioPlayer.PlaybackStarted', original);
  expect(original).toEqual(copy);
});

test('ResponseGuardViolation (strict mode) names every violation', () => {
  const r = check('AudioPlayer.PlaybackStopped', { outputSpeech: speech, directives: [stop] });
  const err = new ResponseGuardViolation(r.violations);
  expect(err).toBeInstanceOf(Error);
  expect(err.name).toBe('ResponseGuardViolation');
  expect(err.violations).toHaveLength(2);
  expect(err.message).toContain(r.violations[0]);
  expect(err.message).toContain(r.violations[1]);
});

describe('the session rule (certification: session management)', () => {
  const say = (text: string) => ({ type: 'SSML', ssml: `<speak>${text}</speak>` }) as const;
  test.each([
    'Nothing is playing right now. You can say, play the news.',
    'Which station should I use for weather?',
    'Try another station, or say, play the news.',
  ])('"%s" closing the session is a violation, repaired by keeping it open', (text) => {
    const r = check('IntentRequest', { outputSpeech: say(text), shouldEndSession: true });
    expect(r.violations).toEqual([
      'a reply that asks or suggests what to say must keep the session open with a reprompt',
    ]);
    expect(r.response.shouldEndSession).toBe(false);
    expect(r.response.reprompt?.outputSpeech).toEqual(say(text));
  });

  test('an open session without a reprompt is a violation', () => {
    const r = check('IntentRequest', { outputSpeech: say('Which one?'), shouldEndSession: false });
    expect(r.violations).toHaveLength(1);
  });

  test('a statement left open (or undecided) is a violation, repaired by closing', () => {
    for (const shouldEndSession of [false, undefined]) {
      const r = check('IntentRequest', {
        outputSpeech: say('Okay, loop is off.'),
        reprompt: { outputSpeech: say('What now?') },
        ...(shouldEndSession === undefined ? {} : { shouldEndSession }),
      });
      expect(r.violations).toEqual([
        'a reply that neither asks nor suggests what to say must end the session',
      ]);
      expect(r.response.shouldEndSession).toBe(true);
      expect(r.response.reprompt).toBeUndefined();
    }
  });

  test('a title that contains "say" or a question inside is not an invitation', () => {
    const r = check('IntentRequest', {
      outputSpeech: say('This is What experts say about rates, from Why? Radio. It aired yesterday.'),
      shouldEndSession: true,
    });
    expect(r.violations).toEqual([]);
  });

  test('audio that also asks something is a violation (a Play closes the session)', () => {
    const r = check('IntentRequest', {
      outputSpeech: say('Here you go. What next?'),
      directives: [play('REPLACE_ALL')],
      shouldEndSession: true,
    });
    expect(r.violations).toEqual(['a reply that starts audio must not ask or suggest what to say']);
  });

  test('a reply without speech may not hold the session open', () => {
    const r = check('IntentRequest', { shouldEndSession: false });
    expect(r.violations).toEqual(['a reply without speech must not keep the session open']);
  });
});

describe('Dialog directives (Dialog Interface Reference)', () => {
  const elicit = (intent = 'WeatherIntent', slot = 'station') => elicitDirective(intent, slot) as Directive;
  const asking = (directives: Directive[], extra: Partial<Response> = {}): Response => ({
    outputSpeech: question,
    reprompt: { outputSpeech: question },
    shouldEndSession: false,
    directives,
    ...extra,
  });

  test('an ElicitSlot for a slot the skill asks for, in an open session, passes', () => {
    expect(check('IntentRequest', asking([elicit()])).violations).toEqual([]);
    expect(check('IntentRequest', asking([elicit('SearchIntent', 'query')])).violations).toEqual([]);
  });

  test.each<[string, string, Response, string]>([
    [
      'LaunchRequest',
      'on a launch',
      asking([elicit()]),
      'a LaunchRequest reply must not carry a Dialog directive',
    ],
    [
      'AudioPlayer.PlaybackNearlyFinished',
      'outside a session',
      { directives: [elicit()] },
      'a AudioPlayer.PlaybackNearlyFinished reply must not carry a Dialog directive',
    ],
    [
      'IntentRequest',
      'beside audio',
      { outputSpeech: speech, directives: [play('REPLACE_ALL'), elicit()], shouldEndSession: true },
      'a Dialog directive must not go with AudioPlayer.Play',
    ],
    [
      'IntentRequest',
      'closing the session',
      { outputSpeech: speech, directives: [elicit()], shouldEndSession: true },
      'a Dialog directive needs the session kept open',
    ],
    [
      'IntentRequest',
      'for a slot the skill never asks for',
      asking([elicit('WeatherIntent', 'query')]),
      'ElicitSlot of WeatherIntent.query is not a question of the skill',
    ],
    [
      'IntentRequest',
      'that the skill does not use',
      asking([{ type: 'Dialog.Delegate' }]),
      'Dialog.Delegate is not used by this skill',
    ],
  ])('%s: a Dialog directive %s is dropped', (requestType, _why, response, violation) => {
    const r = check(requestType, response);
    expect(r.violations).toContain(violation);
    expect((r.response.directives ?? []).filter((d) => d.type.startsWith('Dialog.'))).toEqual([]);
  });

  test('only one Dialog directive; one without speech goes with the session it cannot keep', () => {
    const two = check('IntentRequest', asking([elicit(), elicit('SearchIntent', 'query')]));
    expect(two.violations).toContain('more than one Dialog directive');
    expect(two.response.directives).toEqual([elicit()]);
    const silent = check('IntentRequest', { shouldEndSession: false, directives: [elicit()] });
    expect(silent.violations).toEqual([
      'a reply without speech must not keep the session open',
      'a Dialog directive needs the session kept open',
    ]);
    expect(silent.response.directives).toEqual([]);
  });
});

describe('CanFulfillIntentRequest (Implement CanFulfillIntentRequest for Name-free Interactions)', () => {
  const yes = { canFulfill: 'YES', slots: { query: { canUnderstand: 'YES', canFulfill: 'YES' } } } as const;

  test('the answer alone passes untouched', () => {
    expect(check('CanFulfillIntentRequest', { canFulfillIntent: yes })).toEqual({
      violations: [],
      response: { canFulfillIntent: yes },
    });
  });

  test('speech, a card, a reprompt, directives and a session decision are removed', () => {
    const r = check('CanFulfillIntentRequest', {
      canFulfillIntent: yes,
      outputSpeech: speech,
      card,
      reprompt: { outputSpeech: question },
      directives: [play('REPLACE_ALL')],
      shouldEndSession: true,
    });
    expect(r.response).toEqual({ canFulfillIntent: yes });
    expect(r.violations).toHaveLength(5);
  });

  test.each<[string, Response]>([
    ['no answer', { outputSpeech: speech }],
    ['an unknown value', { canFulfillIntent: { canFulfill: 'PERHAPS' as 'YES' } }],
    [
      'a slot answer outside the values',
      {
        canFulfillIntent: {
          canFulfill: 'YES',
          slots: { q: { canUnderstand: 'YES', canFulfill: 'MAYBE' as 'YES' } },
        },
      },
    ],
  ])('%s becomes NO', (_label, response) => {
    const r = check('CanFulfillIntentRequest', response);
    expect(r.response.canFulfillIntent).toEqual({ canFulfill: 'NO' });
    expect(r.violations).toContain('a CanFulfillIntentRequest reply needs a valid canFulfillIntent');
  });

  test('any other reply loses a canFulfillIntent', () => {
    const r = check('IntentRequest', { canFulfillIntent: yes, outputSpeech: speech, shouldEndSession: true });
    expect(r.response).toEqual({ outputSpeech: speech, shouldEndSession: true });
    expect(r.violations).toEqual(['a IntentRequest reply must not carry canFulfillIntent']);
  });
});

describe('Tasks.CompleteTask (Use Skill Connections to Request Tasks)', () => {
  const complete: Directive = { type: 'Tasks.CompleteTask', status: { code: '500', message: 'down' } };

  test('alone, with a sentence, it passes', () => {
    const r = check('LaunchRequest', {
      outputSpeech: speech,
      directives: [complete],
      shouldEndSession: true,
    });
    expect(r.violations).toEqual([]);
  });

  test('beside a Play it is removed and the Play kept', () => {
    const r = check('LaunchRequest', {
      outputSpeech: speech,
      directives: [play('REPLACE_ALL'), complete],
      shouldEndSession: true,
    });
    expect(r.response.directives?.map((d) => d.type)).toEqual(['AudioPlayer.Play']);
    expect(r.violations).toEqual(['Tasks.CompleteTask must not go with AudioPlayer or VideoApp directives']);
  });

  test('beside a Play the device cannot take, the Play goes and the completion stays', () => {
    const r = check(
      'LaunchRequest',
      { outputSpeech: speech, directives: [play('REPLACE_ALL'), complete], shouldEndSession: true },
      false,
    );
    expect(r.response.directives?.map((d) => d.type)).toEqual(['Tasks.CompleteTask']);
  });
});

describe('alexa:name is for outputSpeech only ("Add Personalized Greetings or Prompts")', () => {
  const tag = '<alexa:name type="first" personId="amzn1.ask.person.ALEX"/>';
  const named = { type: 'SSML', ssml: `<speak>Hi, ${tag}. What would you like?</speak>` } as const;

  test('in the speech it passes untouched', () => {
    const r: Response = {
      outputSpeech: named,
      reprompt: { outputSpeech: question },
      shouldEndSession: false,
    };
    expect(check('LaunchRequest', r)).toEqual({ violations: [], response: r });
  });

  test('in a reprompt it is reported and dropped from there, the rest kept', () => {
    const r = check('IntentRequest', {
      outputSpeech: named,
      reprompt: { outputSpeech: named },
      shouldEndSession: false,
    });
    expect(r.violations).toEqual(['an alexa:name tag is allowed in outputSpeech only, not in a reprompt']);
    const reprompt = r.response.reprompt?.outputSpeech as { ssml: string };
    expect(reprompt.ssml).not.toContain('alexa:name');
    expect(reprompt.ssml).toContain('What would you like?');
    expect((r.response.outputSpeech as { ssml: string }).ssml).toContain(tag);
  });

  test('a speech the session rule copies into the reprompt does not carry it there', () => {
    const r = check('IntentRequest', { outputSpeech: named, shouldEndSession: true });
    expect(JSON.stringify(r.response.reprompt)).not.toContain('alexa:name');
  });

  test('in a card it is reported and the card dropped', () => {
    const r = check('IntentRequest', {
      outputSpeech: speech,
      card: { type: 'Simple', title: 'Hi', content: `Hello ${tag}` },
      shouldEndSession: true,
    });
    expect(r.violations).toContain('an alexa:name tag is allowed in outputSpeech only, not in a card');
    expect(r.response.card).toBeUndefined();
  });
});
