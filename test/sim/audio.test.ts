// Generated WAV audio for the local emulator and the catalogue-URL mapping.
import { simAudioPathFor, SIM_AUDIO_ORIGIN, SIM_HTTP_AUDIO_ORIGIN } from '../../src/sim/server';
import { startTestSim } from './helpers';

let sim: Awaited<ReturnType<typeof startTestSim>>;
beforeAll(async () => {
  sim = await startTestSim({ audioScale: 0.05 });
});
afterEach(() => sim.control.reset());
afterAll(() => sim.stop());

const burst = () => sim.catalogue.stories[0] as NonNullable<(typeof sim.catalogue.stories)[number]>;

async function wav(path: string): Promise<{ res: Response; buf: Buffer }> {
  const res = await fetch(sim.url + path);
  return { res, buf: Buffer.from(await res.arrayBuffer()) };
}

describe('audio', () => {
  it('serves an 8 kHz mono 8-bit PCM WAV without a key, with CORS *', async () => {
    const { res, buf } = await wav(`/audio/${burst().id}.wav`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(buf.toString('ascii', 0, 4)).toBe('RIFF');
    expect(buf.toString('ascii', 8, 12)).toBe('WAVE');
    expect(buf.readUInt16LE(20)).toBe(1);
    expect(buf.readUInt16LE(22)).toBe(1);
    expect(buf.readUInt32LE(24)).toBe(8000);
    expect(buf.readUInt16LE(34)).toBe(8);
    expect(buf.readUInt32LE(4)).toBe(buf.length - 8);
    expect(buf.readUInt32LE(40)).toBe(buf.length - 44);
  });

  it('lasts the burst duration times the default scale, or times ?scale=', async () => {
    const b = burst();
    const dflt = await wav(`/audio/${b.id}.wav`);
    expect(dflt.buf.readUInt32LE(40)).toBe(Math.round(b.durationSec * 0.05 * 8000));
    const full = await wav(`/audio/${b.id}.wav?scale=1`);
    expect(full.buf.readUInt32LE(40)).toBe(Math.round(b.durationSec * 8000));
    expect((await fetch(`${sim.url}/audio/${b.id}.wav?scale=0`)).status).toBe(400);
  });

  it('fades in from silence and has a different pitch for another burst', async () => {
    const a = (await wav(`/audio/${burst().id}.wav`)).buf;
    expect(a.readUInt8(44)).toBe(128);
    const other = sim.catalogue.stories[1];
    const b = (await wav(`/audio/${other?.id}.wav`)).buf;
    const crossings = (x: Buffer) => {
      let n = 0;
      for (let i = 45; i < x.length; i++) if ((x[i - 1] as number) < 128 && (x[i] as number) >= 128) n++;
      return n / (x.length - 44);
    };
    expect(crossings(a)).not.toBeCloseTo(crossings(b), 3);
  });

  it('honours a byte range and 404s an unknown burst', async () => {
    const res = await fetch(`${sim.url}/audio/${burst().id}.wav`, { headers: { range: 'bytes=0-43' } });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).length).toBe(44);
    expect((await fetch(`${sim.url}/audio/nope.wav`)).status).toBe(404);
  });

  it("takes faults on the '/audio' endpoint (not from '*')", async () => {
    sim.control.injectFault('*', { kind: 'status', status: 500 });
    expect((await fetch(`${sim.url}/audio/${burst().id}.wav`)).status).toBe(200);
    sim.control.injectFault('/audio', { kind: 'status', status: 503 }, { times: 1 });
    expect((await fetch(`${sim.url}/audio/${burst().id}.wav`)).status).toBe(503);
  });

  it('maps catalogue https audio URLs to the local path, and nothing else', () => {
    expect(simAudioPathFor(`${SIM_AUDIO_ORIGIN}/bursts/AOyj1Lx74rZz.mp3`)).toBe('/audio/AOyj1Lx74rZz.wav');
    expect(simAudioPathFor(`${SIM_HTTP_AUDIO_ORIGIN}/bursts/AOyj1Lx74rZz.mp3`)).toBeUndefined();
    // A whole episode (source.audioURL) has a clip of its own; its plain-http form does not.
    expect(simAudioPathFor(`${SIM_AUDIO_ORIGIN}/episodes/1011/2026-11-20.mp3`)).toBe(
      '/audio/ep-1011-2026-11-20.wav',
    );
    expect(simAudioPathFor(`${SIM_HTTP_AUDIO_ORIGIN}/episodes/1011/2026-11-20.mp3`)).toBeUndefined();
    expect(simAudioPathFor('https://cdn.example.com/bursts/AOyj1Lx74rZz.mp3')).toBeUndefined();
    expect(simAudioPathFor('not a url')).toBeUndefined();
  });

  it("an https episode's clip holds every burst cut from it, in a lower tone; unknown episodes are 404", async () => {
    const b = sim.catalogue.stories.find((s) => s.episodeAudioUrl.startsWith(SIM_AUDIO_ORIGIN));
    if (!b) throw new Error('no https episode');
    const path = simAudioPathFor(b.episodeAudioUrl) ?? '';
    const ep = await wav(`${path}?scale=0.01`);
    expect(ep.res.status).toBe(200);
    const cut = sim.catalogue.allBursts.filter((s) => s.episodeAudioUrl === b.episodeAudioUrl);
    const end = Math.max(...cut.map((s) => s.positionSec + s.durationSec));
    expect(ep.buf.readUInt32LE(40)).toBe(Math.round((end + 30) * 0.01 * 8000));
    expect((await wav('/audio/ep-1-1999-01-01.wav')).res.status).toBe(404);
  });

  it('every playable catalogue audio URL maps to a WAV the simulator serves', async () => {
    const b = sim.catalogue.stories.find((s) => s.audioKind === 'https');
    const path = simAudioPathFor(b?.audioUrl ?? '');
    expect(path).toBe(`/audio/${b?.id}.wav`);
    expect((await fetch(sim.url + (path ?? ''))).status).toBe(200);
  });
});
