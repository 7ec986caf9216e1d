// Paging to the last page with absolute nextPage URLs, and determinism across simulators.
import { ManualClock } from '../../src/util/clock';
import { bursts, json, startTestSim, T0, type Obj } from './helpers';

let sim: Awaited<ReturnType<typeof startTestSim>>;
beforeAll(async () => {
  sim = await startTestSim({ pageSize: 7 });
});
afterAll(() => sim.stop());

async function walk(first: string): Promise<{ pages: Obj[]; ids: string[] }> {
  const pages: Obj[] = [];
  let path: string | null = first;
  while (path !== null) {
    const page = await json(sim, path);
    pages.push(page);
    const next = page.nextPage as string | null;
    if (next !== null) {
      expect(next.startsWith(`${sim.url}/`)).toBe(true);
      expect(new URL(next).origin).toBe(sim.url);
    }
    path = next === null ? null : next.slice(sim.url.length);
    expect(pages.length).toBeLessThan(50);
  }
  return { pages, ids: pages.flatMap((p) => bursts(p).map((b) => (b.burstId ?? b.burstID) as string)) };
}

describe('paging', () => {
  it('follows nextPage to the last page, which has nextPage null, with no duplicates', async () => {
    const { pages, ids } = await walk('/v2/topstories/category?device=alexa&category=3');
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[pages.length - 1]?.nextPage).toBeNull();
    for (const p of pages.slice(0, -1)) expect(bursts(p)).toHaveLength(7);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(sim.catalogue.stories.filter((b) => b.category === 'news.business').length);
  });

  it('keeps the query in nextPage and numbers bursts across pages', async () => {
    const first = await json(sim, '/v2/topstories/search?device=alexa&q=election');
    const next = new URL(first.nextPage as string);
    expect(next.pathname).toBe('/v2/topstories/search');
    expect(next.searchParams.get('q')).toBe('election');
    expect(next.searchParams.get('device')).toBe('alexa');
    expect(next.searchParams.get('page')).toBe('2');
    const second = await json(sim, next.pathname + next.search);
    expect(bursts(second)[0]?.index).toBe(7);
    expect(second.queryID).toBe(first.queryID);
  });

  it('pages v1 search too, and a page past the end is empty', async () => {
    const { pages } = await walk('/v1/search?q=football');
    expect(pages.length).toBeGreaterThan(1);
    const beyond = await json(sim, '/v1/search?q=football&page=99');
    expect(beyond.bursts).toEqual([]);
    expect(beyond.nextPage).toBeNull();
  });

  it('asking for the same page twice gives the same body', async () => {
    const a = await json(sim, '/v2/topstories?device=alexa&page=3');
    const b = await json(sim, '/v2/topstories?device=alexa&page=3');
    expect(b).toEqual(a);
  });
});

describe('determinism', () => {
  const paths = [
    '/v2/topstories?device=alexa',
    '/v2/topstories/search?device=alexa&q=markets',
    '/v1/search?q=climate',
    `/v2/burst?burstId=`,
    '/v2/topstories/trending',
    '/v2/intent/weather?stations=101',
  ];

  it('two simulators with one seed and clock give identical bodies (apart from their origin)', async () => {
    const a = await startTestSim({ seed: 99, clock: new ManualClock(T0) });
    const b = await startTestSim({ seed: 99, clock: new ManualClock(T0) });
    try {
      expect(b.catalogue.stories.map((s) => s.id)).toEqual(a.catalogue.stories.map((s) => s.id));
      for (const p of paths) {
        const path = p.endsWith('=') ? p + (a.catalogue.stories[0]?.id ?? '') : p;
        const [ta, tb] = await Promise.all(
          [a, b].map(async (s) =>
            (await fetch(s.url + path, { headers: { 'Ocp-Apim-Subscription-Key': s.apiKey } })).text(),
          ),
        );
        expect((tb as string).split(b.url).join('ORIGIN')).toBe((ta as string).split(a.url).join('ORIGIN'));
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('another seed gives another catalogue', async () => {
    const other = await startTestSim({ seed: 100 });
    try {
      expect(other.catalogue.stories[0]?.id).not.toBe(sim.catalogue.stories[0]?.id);
    } finally {
      await other.stop();
    }
  });
});
