// CategoryIntent end to end: entity resolution id, raw value (any case, synonyms), id 0 → top
// stories; other words are the free-words chain's (test/skill/free-words.test.ts).
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

// Registration and listen reports are the playback core's business, not these intents'.
const apiCalls = () =>
  // Less the bookkeeping calls and the next burst's detail fetched for its captions after
  // PlaybackStarted (captions.test.ts).
  h.sim.control.requestLog.filter(
    (e) => e.path !== '/v2/users/register' && e.path !== '/v2/user/track' && e.path !== '/v2/burst',
  );
const burstOf = (token: string | undefined) => token?.split('|')[4];

describe('CategoryIntent', () => {
  it('plays the playlist of the entity-resolution id, not the raw words', async () => {
    const turn = await h.device.intent('CategoryIntent', {
      category: { value: 'science and tech', id: '5' },
    });
    expect(turn.speech).toBe('Playing tech news.');
    const [call] = apiCalls();
    expect(call).toMatchObject({
      path: '/v2/topstories/category',
      query: { category: '5', device: 'alexa' },
      hasKey: true,
    });
    const first = turn.reply.response.directives?.[0];
    expect(first).toMatchObject({ type: 'AudioPlayer.Play', playBehavior: 'REPLACE_ALL' });
    expect(turn.reply.response.shouldEndSession).toBe(true);
    expect(h.device.activity).toBe('PLAYING');
    const played = h.sim.catalogue.burstById(burstOf(h.device.current?.token) ?? '');
    expect(played?.category).toBe('news.tech');
  });

  it.each([
    ['Sports', '10', 'sports'],
    ['TECHNOLOGY', '5', 'tech news'],
    ['the markets', '3', 'business news'],
    ["Editors' Picks", '91', "editors' picks"],
    ['quirky news', '90', 'offbeat stories'],
  ])('resolves the raw value %p (no entity resolution) to playlist %s', async (raw, id, spoken) => {
    const turn = await h.device.intent('CategoryIntent', { category: raw });
    // A first-time listener: registered alongside this call, so no user id in it yet.
    expect(apiCalls()[0]?.query).toEqual({ category: id, device: 'alexa' });
    expect(turn.speech).toBe(`Playing ${spoken}.`);
    expect(h.device.activity).toBe('PLAYING');
  });

  it('plays top stories from /v2/topstories for playlist id 0', async () => {
    const turn = await h.device.intent('CategoryIntent', { category: { value: 'headlines', id: '0' } });
    expect(turn.speech).toBe('Here are your top stories.');
    expect(apiCalls().map((c) => c.path)).toEqual(['/v2/topstories']);
    expect(apiCalls()[0]?.query.device).toBe('alexa');
    expect(h.device.activity).toBe('PLAYING');
  });

  it('takes words that name no category as a search (issue 50), never as a playlist name', async () => {
    const turn = await h.device.intent('CategoryIntent', { category: 'knitting' });
    // The simulator has nothing on knitting: the search says so and asks again, in the session.
    expect(turn.speech).toBe(
      "I couldn't find any bursts about knitting. What would you like to hear bursts about?",
    );
    expect(turn.speech).not.toMatch(/playlist/);
    const searches = apiCalls().filter((c) => c.path === '/v2/topstories/search');
    expect(searches.map((c) => c.query.q)).toEqual(['knitting']);
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(h.device.activity).toBe('IDLE');
    // The listener answers the question in the same session.
    const next = await h.device.intent('CategoryIntent', { category: 'sport' });
    expect(next.speech).toBe('Playing sports.');
    expect(h.device.activity).toBe('PLAYING');
  });

  it('says the device cannot play audio (no AudioPlayer) and calls nothing', async () => {
    const show = h.newDevice({ supportsAudioPlayer: false, userId: 'amzn1.ask.account.NOAUDIO' });
    const turn = await show.intent('CategoryIntent', { category: { value: 'tech', id: '5' } });
    expect(turn.speech).toMatch(/^Sorry, this device can't play audio from Burst Voice\./);
    expect(turn.reply.response.directives ?? []).toEqual([]);
    expect(apiCalls()).toEqual([]);
  });

  it('asks which category when the slot is empty', async () => {
    const turn = await h.device.intent('CategoryIntent');
    expect(turn.speech).toMatch(/^You can choose top stories/);
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(apiCalls()).toEqual([]);
  });

  it('never speaks markup the listener said', async () => {
    const turn = await h.device.intent('CategoryIntent', { category: 'rock & <roll>' });
    expect(turn.speech).not.toMatch(/<roll>|&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(turn.speech).toContain('rock and roll');
  });

  it('uses British wording in en-GB ("sport"), and "sports" again in en-AU', async () => {
    const gb = h.newDevice({ locale: 'en-GB', userId: 'amzn1.ask.account.GB' });
    const turn = await gb.intent('CategoryIntent', { category: 'sport' });
    expect(turn.speech).toBe('Playing sport.');
    expect((await gb.intent('CategoryIntent', { category: { value: 'sport', id: '10' } })).speech).toBe(
      'Playing sport.',
    );
    const au = h.newDevice({ locale: 'en-AU', userId: 'amzn1.ask.account.AU' });
    expect((await au.intent('CategoryIntent', { category: { value: 'footy', id: '10' } })).speech).toBe(
      'Playing sports.',
    );
  });
});
