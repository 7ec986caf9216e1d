// Free words after "play" through the skill (issue 50): what each step of the chain calls and
// says, with the API simulator on loopback. The phrase corpus (test/words) says them as people do.
import { sinceOf } from '../../src/words/time';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const calls = () =>
  h.sim.control.requestLog.filter(
    (e) => e.path !== '/v2/users/register' && e.path !== '/v2/user/track' && e.path !== '/v2/burst',
  );
const playing = (turn: { reply: { response: { directives?: Array<{ type: string }> } } }) =>
  (turn.reply.response.directives ?? []).some((d) => d.type === 'AudioPlayer.Play');

test("yesterday's news: the category endpoint from the start of yesterday, said as such", async () => {
  const turn = await h.device.intent('CategoryIntent', { category: "yesterday's" });
  const since = sinceOf('yesterday', new Date(h.clock.now()), 'en-US');
  expect(calls()[0]).toMatchObject({
    path: '/v2/topstories/category',
    query: { category: '0', fromDate: since },
  });
  expect(turn.speech).toBe('Here are your top stories. These are from yesterday onwards.');
  expect(playing(turn)).toBe(true);
});

test('local news with no station asks for it; the bare answer sets it and plays its bursts', async () => {
  const asked = await h.device.intent('CategoryIntent', { category: 'local news' });
  expect(asked.speech).toBe(
    'To play local news, I need to know your local station. Which station should I remember as your local station?',
  );
  expect(calls()).toEqual([]);
  const answered = await h.device.intent('SetStationIntent', { station: 'KVTR Public Radio' }, 'IN_PROGRESS');
  expect(answered.speech).toBe(
    'Okay, KVTR Public Radio is now your local station. Here are local bursts from KVTR Public Radio.',
  );
  expect(playing(answered)).toBe(true);
  expect(calls().map((c) => c.path)).toEqual(['/v2/sources', '/v2/topstories/search']);
  expect(calls()[1]?.query.sourceId).toBe('101');
  // Remembered: the next time it plays at once.
  h.device.dropSession();
  const again = await h.device.intent('CategoryIntent', { category: 'news near me' });
  expect(again.speech).toBe('Here are local bursts from KVTR Public Radio.');
});

test('a station the API does not know is said plainly, and the top stories play', async () => {
  const turn = await h.device.intent('CategoryIntent', { category: 'the bbc' });
  expect(turn.speech).toBe("I don't know a station called bbc. Here are your top stories.");
  expect(calls().map((c) => c.path)).toEqual(['/v2/sources', '/v2/topstories']);
  expect(playing(turn)).toBe(true);
});

test('a station the API knows plays, and a name that is only words is a search', async () => {
  const station = await h.device.intent('CategoryIntent', { category: 'kvtr public radio' });
  expect(station.speech).toBe('Here are bursts from KVTR Public Radio.');
  h.device.dropSession();
  h.sim.control.clearLog();
  const topic = await h.device.intent('CategoryIntent', { category: 'taylor swift' });
  // A musician named alone: talk about them, after saying there is no music (issue 56).
  expect(topic.speech).toBe(
    "There's no music on Burst Voice, only news and talk. Here's what I found about taylor swift.",
  );
  // A lookup of the words as a source's name (no sure match) and the search, sent together.
  expect(
    calls()
      .map((c) => [c.path, c.query.term ?? c.query.q])
      .sort(),
  ).toEqual([
    ['/v2/sources', 'taylor swift'],
    ['/v2/topstories/search', 'taylor swift'],
  ]);
});

test('music and other languages get an honest answer and call nothing', async () => {
  const music = await h.device.intent('CategoryIntent', { category: 'some jazz' });
  expect(music.speech).toBe(
    'Burst Voice plays news and talk from radio and podcasts. For music, just ask Alexa.',
  );
  expect(music.reply.response.shouldEndSession).toBe(true);
  const spanish = await h.device.intent('CategoryIntent', { category: 'the news in spanish' });
  expect(spanish.speech).toMatch(/^I only have bursts in English\. You can choose top stories, business/);
  expect(spanish.reply.response.shouldEndSession).toBe(false);
  expect(calls()).toEqual([]);
  // The playlists are the question: the bare answer plays one.
  const answer = await h.device.intent('CategoryIntent', { category: 'sports' }, 'IN_PROGRESS');
  expect(answer.speech).toBe('Playing sports.');
});

test('podcasts about a topic: the podcast filter, and any bursts about it when no podcast has it', async () => {
  const found = await h.device.intent('PodcastSearchIntent', { query: 'electric cars' });
  expect(found.speech).toBe('Here are podcasts about electric cars.');
  expect(calls()[0]?.query).toMatchObject({ q: 'electric cars', sourceType: 'podcast' });
  h.device.dropSession();
  h.sim.control.clearLog();
  // The simulator's wildfire stories are all radio: the podcast search finds none, then any burst.
  const radioOnly = await h.device.intent('PodcastSearchIntent', { query: 'wildfire' });
  expect(calls().map((c) => c.query.sourceType)).toEqual(['podcast', undefined]);
  expect(radioOnly.speech).toBe(
    "I couldn't find any podcasts about wildfire. Here's what I found about wildfire.",
  );
  expect(playing(radioOnly)).toBe(true);
});

test('"surprise me": what the listener follows, else the top stories', async () => {
  const news = await h.device.intent('SurpriseIntent');
  expect(news.speech).toBe('Here are your top stories.');
  h.device.dropSession();
  await h.device.intent('FollowIntent', { topic: 'sports' });
  h.device.dropSession();
  h.sim.control.clearLog();
  const mine = await h.device.intent('SurpriseIntent');
  expect(playing(mine)).toBe(true);
  // "Follow sports" is the sports list, not a search for the word (issue 50).
  expect(calls().map((c) => [c.path, c.query.category])).toEqual([['/v2/topstories/category', '10']]);
});

test('"bursts about sports" is the sports list; "bursts about sports cars" a search', async () => {
  const cat = await h.device.intent('SearchIntent', { query: 'sports' });
  expect(cat.speech).toBe('Playing sports.');
  h.device.dropSession();
  const topic = await h.device.intent('SearchIntent', { query: 'sports cars' });
  expect(topic.speech).toMatch(/about sports cars/);
  expect(calls().map((c) => c.path)).toEqual(['/v2/topstories/category', '/v2/topstories/search']);
});

test('a device with no player hears so, and no lookup or search goes out', async () => {
  const show = h.newDevice({ supportsAudioPlayer: false, userId: 'amzn1.ask.account.NOAUDIO' });
  const turn = await show.intent('CategoryIntent', { category: 'taylor swift' });
  expect(turn.speech).toBe(
    "Sorry, this device can't play audio from Burst Voice. Try it on an Echo speaker or in the Alexa app.",
  );
  expect(calls()).toEqual([]);
});

test('a show named whole plays the show (the source search carries it), with or without "show"', async () => {
  for (const said of ['foreign desk', 'the foreign desk show']) {
    h.device.dropSession();
    h.sim.control.clearLog();
    const turn = await h.device.intent('CategoryIntent', { category: said });
    expect(turn.speech).toBe('Here are bursts from the show Foreign Desk.');
    expect(h.sim.control.requestLog.some((c) => c.query.show === 'Foreign Desk')).toBe(true);
  }
  // A word of a show's name alone is no show: searched.
  h.device.dropSession();
  const part = await h.device.intent('CategoryIntent', { category: 'desk' });
  expect(part.speech).not.toMatch(/the show/);
});
