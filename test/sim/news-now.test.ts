// The "news now" switch: a story published now about some words or in a category, which the
// API's searches and the category's list then put first.
import { newsNowBurst } from '../../src/sim/alexa/news-now';
import { buildCatalogue } from '../../src/sim/catalogue';
import { simAudioPathFor } from '../../src/sim/server';
import { bursts, call, json, startTestSim, T0, type Obj } from './helpers';

let sim: Awaited<ReturnType<typeof startTestSim>>;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.stop());

const q = (words: string) => encodeURIComponent(words);

function newsNow(body: Obj): Promise<Response> {
  return fetch(`${sim.url}/_sim/news-now`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('news now', () => {
  it('puts a new story about the words first in v1 search and in v2 search from a date', async () => {
    const before = sim.catalogue.allBursts.length;
    const story = sim.control.newsNow({ words: 'electric cars' });
    expect(sim.catalogue.allBursts).toHaveLength(before + 1);
    expect(story.createdAt).toBeGreaterThanOrEqual(T0);
    expect(story.title.toLowerCase()).toContain('electric cars');

    const v1 = await json(sim, `/v1/search?q=${q('electric cars')}`);
    expect(bursts(v1)[0]?.burstID).toBe(story.id);
    const from = new Date(T0 - 60 * 60_000).toISOString();
    const v2 = await json(sim, `/v2/topstories/search?device=alexa&q=${q('electric cars')}&fromDate=${from}`);
    expect(bursts(v2)[0]?.burstId).toBe(story.id);
    const latest = await json(sim, `/v2/search?device=alexa&q=${q('electric cars')}&from=${from}`);
    expect(bursts(latest)[0]?.burstId).toBe(story.id);
  });

  it('gives a new id each time, and the newest comes first', async () => {
    const a = sim.control.newsNow({ words: 'lunar eclipse' });
    const b = sim.control.newsNow({ words: 'lunar eclipse' });
    expect(b.id).not.toBe(a.id);
    expect(b.createdAt).toBeGreaterThan(a.createdAt);
    const found = bursts(await json(sim, `/v1/search?q=${q('lunar eclipse')}`)).map((x) => x.burstID);
    expect(found.slice(0, 2)).toEqual([b.id, a.id]);
  });

  it('has playable https audio and a burst detail, like the catalogue stories', async () => {
    const story = sim.control.newsNow({ words: 'harbour bridge' });
    expect(story.audioUrl).toMatch(/^https:\/\//);
    const path = simAudioPathFor(story.audioUrl as string);
    expect(path).toBe(`/audio/${story.id}.wav`);
    const audio = await call(sim, path as string, { key: null });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    const detail = await json(sim, `/v2/burst?burstId=${story.id}`);
    expect(bursts(detail)[0]).toMatchObject({ burstId: story.id, title: story.title });
  });

  it('over HTTP, a category (the sports playlist id) gets a new story first in its list', async () => {
    const res = await newsNow({ category: 10 });
    expect(res.status).toBe(200);
    const { burst } = (await res.json()) as { burst: Obj };
    expect(burst).toMatchObject({ category: 'sports', audioURL: expect.stringMatching(/^https:/) });
    const list = await json(sim, '/v2/topstories/category?device=alexa&category=10');
    expect(bursts(list)[0]?.burstId).toBe(burst.burstId);
    const byName = (await (await newsNow({ category: 'sports' })).json()) as { burst: Obj };
    expect(byName.burst.burstId).not.toBe(burst.burstId);
  });

  it('over HTTP, words give the story back, and a bad request is a 400', async () => {
    const res = await newsNow({ words: 'electric cars' });
    expect(res.status).toBe(200);
    const { burst } = (await res.json()) as { burst: Obj };
    expect(bursts(await json(sim, `/v1/search?q=${q('electric cars')}`))[0]?.burstID).toBe(burst.burstId);
    for (const body of [{}, { words: '   ' }, { words: 'a'.repeat(101) }, { category: 'knitting' }]) {
      expect((await newsNow(body)).status).toBe(400);
    }
  });

  it('is deterministic: the same catalogue and switches give the same ids', () => {
    const ids = () => {
      const cat = buildCatalogue({ seed: 7, now: T0 });
      return [0, 1].map(() => {
        const story = newsNowBurst(cat, { words: 'electric cars' }, T0);
        cat.publish(story);
        return story.id;
      });
    };
    const first = ids();
    expect(first[0]).not.toBe(first[1]);
    expect(ids()).toEqual(first);
  });

  it('publishing an id already in the catalogue is refused', () => {
    const cat = buildCatalogue({ seed: 7, now: T0 });
    const story = newsNowBurst(cat, { category: 'news.tech' }, T0);
    cat.publish(story);
    expect(() => cat.publish(story)).toThrow(RangeError);
    expect(cat.burstById(story.id)?.category).toBe('news.tech');
  });
});
