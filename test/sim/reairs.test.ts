// Re-airs and wire copies: the same story under several burst ids, at a settable rate, drawn so the
// original stories stay exactly as they are without copies (docs/api-gaps.md, "Re-airs and wire
// copies").
import { connectApi } from '../../src/app/api-target';
import { ConfigError, loadConfig, readSimReairRate } from '../../src/config/env';
import { buildCatalogue, type Catalogue, type SimBurst } from '../../src/sim/catalogue';
import { copyCount } from '../../src/sim/copies';
import { createSimulatorApp, SIM_DEFAULT_REAIR_RATE, startSimulator } from '../../src/sim/server';
import { silentLogger } from '../../src/util/logger';
import { bursts, json, startTestSim, T0, type Obj } from './helpers';

const HOUR_MS = 60 * 60_000;
const build = (reairRate?: number, seed = 7): Catalogue =>
  buildCatalogue({ seed, now: T0, ...(reairRate === undefined ? {} : { reairRate }) });
const copiesOf = (cat: Catalogue): SimBurst[] => cat.stories.filter((b) => b.storyOf !== undefined);
const originalOf = (cat: Catalogue, copy: SimBurst): SimBurst =>
  cat.burstById(copy.storyOf ?? '') as SimBurst;
const isReair = (cat: Catalogue, copy: SimBurst): boolean =>
  originalOf(cat, copy).stationId === copy.stationId;

const plain = build();
const cat = build(0.15);
const copies = copiesOf(cat);
const reairs = copies.filter((c) => isReair(cat, c));
const wires = copies.filter((c) => !isReair(cat, c));

describe('how many', () => {
  it('gives round(rate × stories) copies, half re-airs (rounded up) and half wire copies', () => {
    const originals = plain.stories.length;
    for (const rate of [0.01, 0.1, 0.15, 0.5, 1]) {
      const c = build(rate);
      const n = Math.round(rate * originals);
      expect(copyCount(originals, rate)).toBe(n);
      expect(copiesOf(c)).toHaveLength(n);
      expect(c.stories).toHaveLength(originals + n);
      expect(copiesOf(c).filter((k) => isReair(c, k))).toHaveLength(Math.ceil(n / 2));
    }
    // 336 stories at 0.15: 50 copies, 25 of each.
    expect(copies).toHaveLength(Math.round(0.15 * plain.stories.length));
    expect(reairs).toHaveLength(Math.ceil(copies.length / 2));
    expect(wires).toHaveLength(Math.floor(copies.length / 2));
  });

  it('copies each chosen story once, and only stories (never weather, traffic or a copy)', () => {
    const originals = copies.map((c) => c.storyOf);
    expect(new Set(originals).size).toBe(originals.length);
    for (const c of copies) {
      expect(originalOf(cat, c).kind).toBe('story');
      expect(originalOf(cat, c).storyOf).toBeUndefined();
    }
    expect(cat.intentBursts).toEqual(plain.intentBursts);
  });
});

describe('what a copy is', () => {
  it('a re-air: same station, show, title, entities and keywords, 1–6 hours after (or before) its original', () => {
    for (const r of reairs) {
      const o = originalOf(cat, r);
      expect(r.stationId).toBe(o.stationId);
      expect(r.showId).toBe(o.showId);
      expect(r.title).toBe(o.title);
      expect(r.entities).toEqual(o.entities);
      expect([...r.keywords].sort()).toEqual([...o.keywords].sort());
      expect([r.category, r.topic, r.text, r.quote, r.durationSec]).toEqual([
        o.category,
        o.topic,
        o.text,
        o.quote,
        o.durationSec,
      ]);
      expect(r.transcript).toEqual(o.transcript);
      const gap = Math.abs(r.createdAt - o.createdAt);
      expect(gap).toBeGreaterThanOrEqual(HOUR_MS);
      expect(gap).toBeLessThanOrEqual(6 * HOUR_MS);
      // Before its original only where after would have been in the future.
      if (r.createdAt < o.createdAt) expect(o.createdAt + gap).toBeGreaterThan(T0);
    }
    expect(reairs.some((r) => r.createdAt > originalOf(cat, r).createdAt)).toBe(true);
  });

  it('a wire copy: another station of the category, another title, the same entities, mostly the same keywords, within 3 hours', () => {
    for (const w of wires) {
      const o = originalOf(cat, w);
      expect(w.stationId).not.toBe(o.stationId);
      expect(cat.stationOf(w).categories).toContain(o.category);
      expect(cat.showOf(w).stationId).toBe(w.stationId);
      expect(w.title).not.toBe(o.title);
      expect(w.entities).toEqual(o.entities);
      expect(w.keywords).toHaveLength(o.keywords.length);
      const shared = w.keywords.filter((k) => o.keywords.includes(k));
      expect(shared.length).toBeGreaterThanOrEqual(o.keywords.length - 1);
      expect([w.category, w.topic]).toEqual([o.category, o.topic]);
      // Read by another voice: the station's own opening, then the wire's lines (the last one
      // sometimes dropped), timed afresh (docs/stories.md, "On the simulator").
      const lines = o.text.split(/(?<=\.)\s+/);
      const read = w.text.split(/(?<=\.)\s+/);
      expect(read[0]).toContain(cat.stationOf(w).name);
      expect([lines, lines.slice(0, -1)]).toContainEqual(read.slice(1));
      expect(w.transcript.map((t) => t.text).join(' ')).toBe(w.text);
      expect(Math.abs(w.createdAt - o.createdAt)).toBeLessThanOrEqual(3 * HOUR_MS);
    }
    // Both kinds of rewording occur: a lead-in before the wire's headline, and a tail after it.
    const lead = wires.filter((w) => w.title.endsWith(originalOf(cat, w).title));
    const tail = wires.filter((w) => w.title.startsWith(originalOf(cat, w).title));
    expect(lead.length).toBeGreaterThan(0);
    expect(tail.length).toBeGreaterThan(0);
    expect(lead.length + tail.length).toBe(wires.length);
  });

  it('has its own id, audio, image and tone, and is never dated after now', () => {
    const ids = cat.allBursts.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(cat.allBursts.map((b) => b.toneHz)).size).toBe(cat.allBursts.length);
    for (const c of copies) {
      expect(c.id).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(c.id).not.toBe(c.storyOf);
      if (c.audioUrl !== null) expect(c.audioUrl).toContain(`/bursts/${c.id}.mp3`);
      expect(c.imageUrls).toEqual([expect.stringContaining(`/bursts/${c.id}.jpg`)]);
    }
    for (const b of cat.allBursts) expect(b.createdAt).toBeLessThanOrEqual(T0);
    // Copies join the stories in the service's newest-first order.
    const times = cat.stories.map((b) => b.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('determinism', () => {
  it('the same seed and clock give a byte-identical catalogue; another seed other copies', () => {
    expect(JSON.stringify(build(0.15).allBursts)).toBe(JSON.stringify(cat.allBursts));
    const other = build(0.15, 8);
    expect(copiesOf(other).map((c) => c.id)).not.toEqual(copies.map((c) => c.id));
  });

  it('rate 0 is the catalogue without the option, and a rate leaves every original as it was', () => {
    expect(JSON.stringify(build(0).allBursts)).toBe(JSON.stringify(plain.allBursts));
    expect(build(0).stories.every((b) => !('storyOf' in b))).toBe(true);
    // Ids, titles, durations, dates, tones… of the originals do not move when copies are added.
    for (const rate of [0.15, 1]) {
      const originals = build(rate).allBursts.filter((b) => b.storyOf === undefined);
      expect(JSON.stringify(originals)).toBe(JSON.stringify(plain.allBursts));
    }
  });
});

describe('the rate', () => {
  it.each([-0.1, 1.01, NaN, Infinity])('refuses %p with a RangeError', (rate) => {
    expect(() => build(rate)).toThrow(new RangeError(`reairRate must be a number from 0 to 1 (got ${rate})`));
    expect(() => createSimulatorApp({ reairRate: rate })).toThrow(RangeError);
  });

  it('is the simulator default unless given: createSimulatorApp, startSimulator and /_sim/state', async () => {
    expect(SIM_DEFAULT_REAIR_RATE).toBe(0.15);
    expect(createSimulatorApp().catalogue.reairRate).toBe(SIM_DEFAULT_REAIR_RATE);
    expect(copiesOf(createSimulatorApp({ reairRate: 0 }).catalogue)).toEqual([]);
    await expect(startSimulator({ port: 0, reairRate: 2 })).rejects.toThrow(RangeError);
    const sim = await startTestSim({ reairRate: 0.5 });
    try {
      const state = (await (await fetch(`${sim.url}/_sim/state`)).json()) as Obj;
      expect(state.reairRate).toBe(0.5);
      expect(state.bursts).toBe(build(0.5).allBursts.length);
    } finally {
      await sim.stop();
    }
  });

  it('SIM_REAIR_RATE: a number from 0 to 1; anything else stops start-up with one sentence', () => {
    expect(readSimReairRate({})).toBeUndefined();
    expect(readSimReairRate({ SIM_REAIR_RATE: ' ' })).toBeUndefined();
    expect(readSimReairRate({ SIM_REAIR_RATE: '0' })).toBe(0);
    expect(readSimReairRate({ SIM_REAIR_RATE: '0.15' })).toBe(0.15);
    expect(readSimReairRate({ SIM_REAIR_RATE: '.5' })).toBe(0.5);
    expect(readSimReairRate({ SIM_REAIR_RATE: '1' })).toBe(1);
    expect(loadConfig({ SIM_REAIR_RATE: '0.3' }, 'express').simReairRate).toBe(0.3);
    expect('simReairRate' in loadConfig({}, 'express')).toBe(false);
    for (const bad of ['-0.1', '1.5', 'NaN', 'abc', '15%', '1e-1', 'Infinity']) {
      let err: unknown;
      try {
        loadConfig({ SIM_REAIR_RATE: bad }, 'express');
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).variable).toBe('SIM_REAIR_RATE');
      expect((err as ConfigError).message).toBe(
        `SIM_REAIR_RATE must be a number from 0 to 1, such as 0.15 (got "${bad}").`,
      );
    }
  });

  it('the built-in simulator of npm start and npm run chat takes SIM_REAIR_RATE, else the default', async () => {
    const base = { apiBaseUrl: 'http://127.0.0.1', trackPath: null };
    const rateOf = async (config: typeof base & { simReairRate?: number }, sim = {}) => {
      const target = await connectApi(config, silentLogger, sim);
      try {
        return ((await (await fetch(`${target.baseUrl}/_sim/state`)).json()) as Obj).reairRate;
      } finally {
        await target.stopSimulator?.();
      }
    };
    expect(await rateOf(base)).toBe(SIM_DEFAULT_REAIR_RATE);
    expect(await rateOf({ ...base, simReairRate: 0 })).toBe(0);
    expect(await rateOf({ ...base, simReairRate: 0.4 })).toBe(0.4);
    // A caller's own simulator options (tests) still win.
    expect(await rateOf({ ...base, simReairRate: 0.4 }, { reairRate: 0.2 })).toBe(0.2);
  });
});

describe('on the wire', () => {
  let sim: Awaited<ReturnType<typeof startTestSim>>;
  beforeAll(async () => {
    sim = await startTestSim({ reairRate: 0.15 });
  });
  afterAll(() => sim.stop());

  it('serves a copy like any burst, without naming its original', async () => {
    const copy = copiesOf(sim.catalogue)[0] as SimBurst;
    const body = await json(sim, `/v2/burst?burstId=${copy.id}`);
    const [b] = bursts(body);
    expect(b?.burstId).toBe(copy.id);
    expect(b?.title).toBe(copy.title);
    expect(JSON.stringify(body)).not.toMatch(/storyOf/);
    expect(JSON.stringify(body)).not.toContain(copy.storyOf);
  });

  it('related bursts of an original include its copy', async () => {
    const copy = copiesOf(sim.catalogue)[0] as SimBurst;
    const found: string[] = [];
    let path: string | null = `/v2/topstories/burst?burstId=${copy.storyOf}&device=alexa`;
    while (path !== null) {
      const body: Obj = await json(sim, path);
      found.push(...bursts(body).map((b) => b.burstId as string));
      const next = body.nextPage as string | null;
      path = next === null ? null : next.slice(sim.url.length);
    }
    expect(found).toContain(copy.id);
  });

  it("search finds a re-air beside its original by the title's words", async () => {
    const copy = copiesOf(sim.catalogue).find((c) => isReair(sim.catalogue, c)) as SimBurst;
    const list = bursts(
      await json(sim, `/v2/topstories/search?device=alexa&q=${encodeURIComponent(copy.title)}`),
    );
    const ids = list.map((b) => b.burstId);
    expect(ids).toContain(copy.id);
    expect(ids).toContain(copy.storyOf);
  });
});
