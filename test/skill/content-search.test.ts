// SearchIntent and LatestIntent end to end: the query, the intro before the first burst, empty
// and missing queries, no results, SSML escaping, and the progressive response of the (slow)
// latest search, which may fail in every way without touching the answer.
import nock from 'nock';
import type { RequestEnvelope } from 'ask-sdk-model';
import { EchoDevice } from '../../src/emulator/device';
import { startHarness, type Harness } from '../helpers/skill-harness';
import { elicitDirective } from '../helpers/slot-answers';

const ALEXA_API = 'https://api.amazonalexa.com';
const ACCESS_TOKEN = 'test-alexa-access-token';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  nock.abortPendingRequests();
  nock.cleanAll();
  await h.close();
});

const apiCalls = () =>
  // Less the bookkeeping calls and the next burst's detail fetched for its captions after
  // PlaybackStarted (captions.test.ts).
  h.sim.control.requestLog.filter(
    (e) => e.path !== '/v2/users/register' && e.path !== '/v2/user/track' && e.path !== '/v2/burst',
  );

/** An Echo whose requests carry an access token, as real ones do (progressive responses need it). */
function tokenDevice(): EchoDevice {
  return new EchoDevice((env: RequestEnvelope) => {
    const sys = env.context.System as { apiAccessToken?: string };
    sys.apiAccessToken = ACCESS_TOKEN;
    return h.invoke(env);
  });
}

interface SpeakBody {
  header: { requestId: string };
  directive: { type: string; speech: string };
}

describe('SearchIntent', () => {
  it('searches by relevancy and says one intro before the first burst', async () => {
    const turn = await h.device.intent('SearchIntent', { query: 'electric cars' });
    expect(turn.speech).toBe("Here's what I found about electric cars.");
    expect(apiCalls()).toEqual([
      expect.objectContaining({
        path: '/v2/topstories/search',
        query: { device: 'alexa', q: 'electric cars' },
        hasKey: true,
      }),
    ]);
    const directives = turn.reply.response.directives ?? [];
    expect(directives).toHaveLength(1);
    expect(directives[0]).toMatchObject({ type: 'AudioPlayer.Play', playBehavior: 'REPLACE_ALL' });
    expect(turn.reply.response.shouldEndSession).toBe(true);
    const burst = h.sim.catalogue.burstById(h.device.current?.token.split('|')[4] ?? '');
    expect(burst?.keywords.join(' ')).toMatch(/electric/);
  });

  it.each([
    ['missing', undefined],
    ['empty', '   '],
  ])('asks for a topic when the query is %s, with a reprompt and the session open', async (_, value) => {
    const turn = await h.device.intent('SearchIntent', value === undefined ? {} : { query: value });
    expect(turn.speech).toBe('What would you like to hear bursts about?');
    expect(turn.reprompt).toBeDefined();
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect((turn.reply.response.directives ?? []).map((d) => d.type)).toEqual(['Dialog.ElicitSlot']);
    expect(apiCalls()).toEqual([]);
    // The answer in the same session searches.
    const next = await h.device.intent('SearchIntent', { query: 'batteries' });
    expect(next.speech).toBe("Here's what I found about batteries.");
  });

  it('says so and asks for another topic when nothing is found; nothing plays', async () => {
    const turn = await h.device.intent('SearchIntent', { query: 'zxqv' });
    expect(turn.speech).toBe(
      "I couldn't find any bursts about zxqv. What would you like to hear bursts about?",
    );
    expect(turn.reply.response.directives).toEqual([elicitDirective('SearchIntent', 'query')]);
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(h.device.activity).toBe('IDLE');
  });

  it('escapes & and < of the query in the speech', async () => {
    const turn = await h.device.intent('SearchIntent', { query: 'Q&A <live>' });
    expect(apiCalls()[0]?.query.q).toBe('Q&A <live>');
    expect(turn.speech).toContain('about Q&amp;A &lt;live&gt;.');
    expect(turn.speech).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)|<(?!\/?(speak|break)\b)/);
  });

  it('sends no progressive response for a plain search', async () => {
    const seen: unknown[] = [];
    nock(ALEXA_API)
      .post('/v1/directives', (b: unknown) => seen.push(b) > 0)
      .reply(204);
    await tokenDevice().intent('SearchIntent', { query: 'electric cars' });
    expect(seen).toEqual([]);
  });
});

describe('LatestIntent', () => {
  it('uses the latest search and says one intro before the first burst', async () => {
    const turn = await h.device.intent('LatestIntent', { query: 'electric cars' });
    expect(turn.speech).toBe("Here's the latest on electric cars.");
    expect(apiCalls()).toEqual([
      expect.objectContaining({
        path: '/v2/search',
        query: expect.objectContaining({ q: 'electric cars', device: 'alexa' }),
        hasKey: true,
      }),
    ]);
    expect(turn.reply.response.directives?.[0]).toMatchObject({ type: 'AudioPlayer.Play' });
    expect(h.device.activity).toBe('PLAYING');
  });

  it('asks for a topic when the query is missing', async () => {
    const turn = await h.device.intent('LatestIntent');
    expect(turn.speech).toMatch(/^What topic would you like the latest on\?/);
    expect(turn.reprompt).toBeDefined();
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(apiCalls()).toEqual([]);
  });

  it('says so when nothing recent is found; nothing plays', async () => {
    const turn = await h.device.intent('LatestIntent', { query: 'zxqv' });
    expect(turn.speech).toBe(
      "I couldn't find anything recent on zxqv. What topic would you like the latest on?",
    );
    expect(turn.reply.response.directives).toEqual([elicitDirective('LatestIntent', 'query')]);
    expect(h.device.activity).toBe('IDLE');
  });

  it('sends "Looking for the latest on …" as a progressive response first', async () => {
    const sent: Array<{ body: SpeakBody; auth: string | undefined }> = [];
    nock(ALEXA_API)
      .post('/v1/directives')
      .reply(function (_uri, body) {
        sent.push({ body: body as SpeakBody, auth: this.req.headers.authorization as string | undefined });
        return [204];
      });
    const device = tokenDevice();
    const turn = await device.intent('LatestIntent', { query: 'electric cars & <batteries>' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.auth).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(sent[0]?.body.directive).toEqual({
      type: 'VoicePlayer.Speak',
      speech: '<speak>Looking for the latest on electric cars &amp; &lt;batteries&gt;.</speak>',
    });
    const requestId = (device.history[0]?.request.request as { requestId: string }).requestId;
    expect(sent[0]?.body.header.requestId).toBe(requestId);
    expect(turn.speech).toMatch(
      /^(Here's the latest on|I couldn't find anything recent on) electric cars &amp;/,
    );
  });

  it('sends none when the request carries no access token', async () => {
    const seen: unknown[] = [];
    nock(ALEXA_API)
      .post('/v1/directives', (b: unknown) => seen.push(b) > 0)
      .reply(204);
    const turn = await h.device.intent('LatestIntent', { query: 'electric cars' });
    expect(seen).toEqual([]);
    expect(turn.speech).toBe("Here's the latest on electric cars.");
  });

  it.each([
    ['answers 500', (s: nock.Interceptor) => s.reply(500, { message: 'boom' })],
    ['answers 403', (s: nock.Interceptor) => s.reply(403)],
    ['cannot be reached', (s: nock.Interceptor) => s.replyWithError('ECONNRESET')],
    ['hangs', (s: nock.Interceptor) => s.delay(30_000).reply(204)],
  ])('gives the same answer when the directive service %s', async (_, arm) => {
    arm(nock(ALEXA_API).post('/v1/directives'));
    const device = tokenDevice();
    const turn = await device.intent('LatestIntent', { query: 'electric cars' });
    expect(turn.speech).toBe("Here's the latest on electric cars.");
    expect(turn.reply.response.directives?.[0]).toMatchObject({ type: 'AudioPlayer.Play' });
    expect(device.activity).toBe('PLAYING');
  });
});
