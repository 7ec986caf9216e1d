import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  loadInteractionModel,
  ModelFormatError,
  parseInteractionModel,
  parseSkillManifest,
  supportedLocale,
} from '../../src/model/load-model';
import { matchUtterance, normalisePhrase, resolveUtterance } from '../../src/model/resolve-utterance';

async function tempPackage(locale: string, body: string): Promise<string> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'burst-model-'));
  await fs.promises.mkdir(path.join(dir, 'interactionModels', 'custom'), { recursive: true });
  await fs.promises.writeFile(path.join(dir, 'interactionModels', 'custom', `${locale}.json`), body);
  return dir;
}

describe('loadInteractionModel', () => {
  it('accepts any casing of a supported locale and returns the same cached model', () => {
    expect(loadInteractionModel('en-gb')).toBe(loadInteractionModel('en-GB'));
    expect(supportedLocale('EN-in')).toBe('en-IN');
  });

  it('refuses an unsupported locale naming the supported ones', () => {
    expect(() => loadInteractionModel('de-DE')).toThrow(/de-DE.*en-US, en-GB, en-CA, en-AU, en-IN/);
  });

  it('reads a model from another skill-package folder', async () => {
    const body = { interactionModel: { languageModel: { invocationName: 'test voice', intents: [] } } };
    const dir = await tempPackage('en-US', JSON.stringify(body));
    expect(loadInteractionModel('en-US', dir).interactionModel.languageModel.invocationName).toBe(
      'test voice',
    );
  });

  it('names the exact path of a malformed field', async () => {
    const body = {
      interactionModel: { languageModel: { invocationName: 'x y', intents: [{ name: 'A', samples: [3] }] } },
    };
    const dir = await tempPackage('en-AU', JSON.stringify(body));
    expect(() => loadInteractionModel('en-AU', dir)).toThrow(ModelFormatError);
    expect(() => loadInteractionModel('en-AU', dir)).toThrow(/intents\[0\]\.samples\[0\]: expected a string/);
  });

  it('treats a built-in without samples as having none', () => {
    const m = parseInteractionModel({
      interactionModel: {
        languageModel: { invocationName: 'a b', intents: [{ name: 'AMAZON.StopIntent' }] },
      },
    });
    expect(m.interactionModel.languageModel.intents[0]?.samples).toEqual([]);
  });

  it('rejects a manifest whose interfaces are missing', () => {
    expect(() => parseSkillManifest({ manifest: { manifestVersion: '1.0' } })).toThrow(
      /publishingInformation/,
    );
  });
});

describe('resolveUtterance', () => {
  const us = loadInteractionModel('en-US');

  it('resolves a category to its playlist id through a synonym', () => {
    const r = resolveUtterance(us, 'Play technology news.');
    expect(r?.intent).toBe('CategoryIntent');
    expect(r?.slots.category).toEqual({ value: 'technology', resolved: { name: 'tech', id: '5' } });
  });

  it('prefers a literal sample over a slot capture', () => {
    expect(resolveUtterance(us, 'play the news')?.intent).toBe('TopStoriesIntent');
  });

  it('lists every matching sample, and "play news" reaches top stories through the category id', () => {
    const all = matchUtterance(us, 'play tech news').map((m) => m.sample);
    expect(all).toEqual(expect.arrayContaining(['play {category}', 'play {category} news']));
    expect(resolveUtterance(us, 'play news')?.slots.category?.resolved?.id).toBe('0');
  });

  it('captures free text for AMAZON.SearchQuery', () => {
    const r = resolveUtterance(us, "what's the latest on the mars rover");
    expect(r?.intent).toBe('LatestIntent');
    expect(r?.slots.query).toEqual({ value: 'the mars rover' });
  });

  it('resolves a spelled-out call sign to the simulator station id', () => {
    const r = resolveUtterance(us, 'set my local station to k v t r public radio');
    expect(r?.intent).toBe('SetStationIntent');
    expect(r?.slots.station?.resolved).toEqual({ name: 'kvtr public radio', id: '101' });
  });

  it('matches an optional slot both ways', () => {
    expect(resolveUtterance(us, "what's the weather")?.intent).toBe('WeatherIntent');
    expect(resolveUtterance(us, 'weather from bay city radio')?.slots.station?.resolved?.id).toBe('103');
  });

  it('returns undefined when nothing matches or a custom slot value is unknown', () => {
    expect(resolveUtterance(us, 'order me a pizza')).toBeUndefined();
    expect(resolveUtterance(us, 'play bursts from radio nowhere')).toBeUndefined();
  });

  it('normalises punctuation but keeps apostrophes and abbreviations', () => {
    expect(normalisePhrase("  What's  new, in U.S. News?! ")).toBe("what's new in u.s. news");
  });
});
