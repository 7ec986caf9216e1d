// Content pages whose burst lengths a test chooses (time boxes, issue 37), served with nock on a
// made-up API origin: registration and listen reports answer, and every playlist endpoint serves
// `durations(page)` bursts, with a nextPage until `pages`.
import nock from 'nock';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { BurstApiClient } from '../../src/api/http-client';
import { buildSkill } from '../../src/app/build-skill';
import { EchoDevice } from '../../src/emulator/device';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { listenerIdFor } from '../../src/skill/listener-id';
import { ManualClock } from '../../src/util/clock';
import { silentLogger } from '../../src/util/logger';

export const TIMED_BASE = 'https://api.burst.test';

export interface ServedPages {
  /** "/v2/topstories 1", … in the order asked for. */
  calls: string[];
}

function wireBurst(id: string, duration: number) {
  return {
    burstId: id,
    // Distinct words per burst: each is a story of its own (docs/stories.md).
    title: `Story ${id} ${id.split('').reverse().join('')} report`,
    duration,
    creationDateISO: '2026-11-21T18:04:11.523Z',
    source: { sourceId: 7, sourceName: 'Radio Seven', showName: 'Mornings' },
    contentURLs: { audioURL: `https://cdn.burst.test/${id}.mp3`, imageURL: [] },
  };
}

export function serveTimedPages(durations: (page: number) => number[], pages = 1): ServedPages {
  const served: ServedPages = { calls: [] };
  nock(TIMED_BASE)
    .post('/v2/users/register')
    .query(true)
    .reply(200, { ABUserID: 'ab-user-1' })
    .persist()
    .post('/v2/user/track')
    .query(true)
    .reply(200, {})
    .persist()
    .get(/\/v2\/(topstories|search|playlists)/)
    .query(true)
    .reply(200, (uri) => {
      const url = new URL(uri, TIMED_BASE);
      const page = Number(url.searchParams.get('page') ?? '1');
      served.calls.push(`${url.pathname} ${page}`);
      return {
        type: 'playlist',
        queryID: 1,
        bursts: durations(page).map((d, i) => wireBurst(`P${page}x${i}ABCD`, d)),
        nextPage: page < pages ? `${TIMED_BASE}${url.pathname}?device=alexa&page=${page + 1}` : null,
      };
    })
    .persist();
  return served;
}

/** An Echo talking to the real skill (memory store, strict guard) against those pages. */
export function timedDevice(at = '2026-11-22T08:00:00Z'): EchoDevice {
  const clock = new ManualClock(Date.parse(at));
  const api = new BurstApiClient({ baseUrl: TIMED_BASE, apiKey: 'k-test', clock, logger: silentLogger });
  const store = new MemoryPersistenceAdapter({ partitionKey: (env) => listenerIdFor(env, 's') });
  const { skill } = buildSkill({ listenerIdSecret: 's' }, { api, store, clock, strictGuard: true });
  return new EchoDevice((env: RequestEnvelope) => skill.invoke(env) as Promise<ResponseEnvelope>);
}
