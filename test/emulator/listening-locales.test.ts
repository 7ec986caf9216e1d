// What a listener says and hears about the end of a playlist, in every locale the skill speaks
// (docs/listening.md): "stop when the playlist ends" and "keep playing after the playlist" resolve
// in each interaction model and are answered in the locale's words; a request whose stories were
// all heard says so and plays something related instead of the same bursts from the top.
import { BurstApiClient } from '../../src/api/http-client';
import { EmulatorSession } from '../../src/emulator/session';
import { SUPPORTED_LOCALES } from '../../src/model/load-model';
import { translatorFor } from '../../src/skill/i18n';
import { ssmlToText } from '../../src/skill/ssml';
import { decodeToken } from '../../src/playback/token';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import { ManualClock } from '../../src/util/clock';

let sim: RunningSimulator;
let clock: ManualClock;
let api: BurstApiClient;

beforeAll(async () => {
  clock = new ManualClock(Date.now());
  sim = await startSimulator({ port: 0, pageSize: 10, clock });
  api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, device: 'alexa', clock });
});
afterAll(() => sim.stop());

describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
  const t = translatorFor(locale);
  const words = (key: Parameters<typeof t>[0]) => ssmlToText(t(key));

  test('the choice is understood and answered, and a topic heard to its end offers something related', async () => {
    const e = new EmulatorSession({ api, clock, locale, strictGuard: true, trackTime: true });
    const stop = await e.say('ask burst voice to stop when the playlist ends');
    expect(stop.resolution).toMatchObject({ kind: 'intent', intent: 'StopAtEndIntent' });
    expect(stop.speech).toBe(words('stop_at_end_on'));

    const first = await e.say('ask burst voice to play bursts about electric cars');
    const heard = new Set([decodeToken(first.player.token)?.burstId]);
    for (let i = 0; i < 100 && e.device.activity === 'PLAYING'; i++) {
      const turn = await e.finishCurrent();
      if (e.device.activity === 'PLAYING') heard.add(decodeToken(turn.player.token)?.burstId);
    }
    expect(e.device.activity).toBe('FINISHED');

    const keep = await e.say('ask burst voice to keep playing after the playlist');
    expect(keep.resolution).toMatchObject({ kind: 'intent', intent: 'KeepPlayingIntent' });
    expect(keep.speech).toBe(words('stop_at_end_off'));

    const again = await e.say('ask burst voice to play bursts about electric cars');
    expect([words('all_heard_related'), words('all_heard_new')]).toContain(again.speech);
    expect(again.player.activity).toBe('PLAYING');
    expect(heard.has(decodeToken(again.player.token)?.burstId)).toBe(false);
  });
});
