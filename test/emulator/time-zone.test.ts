// The local Echo answers the Alexa Settings API for its own device (emulator/alexa-api.ts): the
// zone set in "its Alexa app" (the locale's by default), and Amazon's refusals for anyone else.
import type { services } from 'ask-sdk-model';
import { LocalAlexaApi } from '../../src/emulator/alexa-api';
import { EmulatorError } from '../../src/emulator/session';
import type { RunningSimulator } from '../../src/sim/server';
import { startEmulator } from '../helpers/emulator-session';
import { chat } from '../helpers/scripted-chat';

// 07:00 in Los Angeles, 10:00 in New York.
const NOW = Date.UTC(2026, 10, 29, 15, 0, 0);

let sim: RunningSimulator | undefined;
afterEach(async () => {
  await sim?.stop();
  sim = undefined;
});

async function started() {
  const e = await startEmulator({ now: NOW });
  sim = e.sim;
  return e;
}

// The first page of each request's content call: the playlist fetches its next page as it plays.
const fromDates = (s: RunningSimulator) =>
  s.control.requestLog
    .filter((c) => c.path.startsWith('/v2/topstories') && c.query.page === undefined)
    .map((c) => c.query.fromDate);

test("by default the Echo's zone is its locale's, so words of time mean what they meant before", async () => {
  const { emulator, sim: s } = await started();
  expect(emulator.timeZone).toBe('America/New_York');
  await emulator.say("ask burst voice to play this morning's news");
  expect(fromDates(s)).toEqual(['2026-11-29T05:00:00.000Z']);
  expect(emulator.alexaApi.calls).toContainEqual({
    method: 'GET',
    path: '/v2/devices/{deviceId}/settings/System.timeZone',
    status: 200,
  });
});

test("an Echo set to Los Angeles: this morning's news from Los Angeles midnight; the zone set anew is read anew", async () => {
  const { emulator, sim: s } = await started();
  emulator.setTimeZone('America/Los_Angeles');
  await emulator.say("ask burst voice to play this morning's news");
  emulator.setTimeZone('unset');
  expect(emulator.timeZone).toBeUndefined();
  await emulator.say("ask burst voice to play this morning's news");
  expect(fromDates(s)).toEqual(['2026-11-29T08:00:00.000Z', '2026-11-29T05:00:00.000Z']);
  expect(
    emulator.alexaApi.calls.filter((c) => c.path.includes('System.timeZone')).map((c) => c.status),
  ).toEqual([200, 204]);
  expect(() => emulator.setTimeZone('Mars/Olympus_Mons')).toThrow(EmulatorError);
});

describe('the stand-in refuses what Amazon refuses', () => {
  const device = { deviceId: 'amzn1.ask.device.MINE', apiAccessToken: 'tok-mine', timeZone: 'Europe/London' };
  const api = new LocalAlexaApi(() => device);
  const get = (path: string, token?: string, origin = 'https://api.amazonalexa.com') =>
    api.invoke({
      method: 'GET',
      url: `${origin}${path}`,
      headers: token ? [{ key: 'Authorization', value: `Bearer ${token}` }] : [],
    } as services.ApiClientRequest);
  const mine = '/v2/devices/amzn1.ask.device.MINE/settings/System.timeZone';

  test('its own device with its token: the zone as a JSON string', async () => {
    const r = await get(mine, 'tok-mine', 'https://api.eu.amazonalexa.com');
    expect(r.statusCode).toBe(200);
    expect(JSON.parse(r.body ?? '')).toBe('Europe/London');
  });

  test('no token or a wrong one: 401; another device: 403; another path: 404', async () => {
    expect((await get(mine)).statusCode).toBe(401);
    expect((await get(mine, 'tok-other')).statusCode).toBe(401);
    expect(
      (await get('/v2/devices/amzn1.ask.device.OTHER/settings/System.timeZone', 'tok-mine')).statusCode,
    ).toBe(403);
    expect(
      (await get('/v2/devices/amzn1.ask.device.MINE/settings/System.distanceUnits', 'tok-mine')).statusCode,
    ).toBe(404);
  });

  test("an origin that is not Amazon's is never answered", async () => {
    await expect(get(mine, 'tok-mine', 'http://127.0.0.1:9')).rejects.toThrow(/Amazon/);
  });
});

test(':zone sets, shows and resets the Echo’s time zone in the chat', async () => {
  const out = await chat([
    ':zone',
    ':zone America/Los_Angeles',
    ':zone unset',
    ':zone locale',
    ':zone Nowhere/Land',
    ':quit',
  ]);
  const after = (cmd: string) => out[out.indexOf(`> ${cmd}`) + 1];
  expect(after(':zone')).toBe('  time zone: America/New_York');
  expect(after(':zone America/Los_Angeles')).toBe('  time zone: America/Los_Angeles');
  expect(after(':zone unset')).toMatch(/^ {2}time zone: none set/);
  expect(after(':zone locale')).toBe('  time zone: America/New_York');
  expect(after(':zone Nowhere/Land')).toMatch(/^ {2}⚠ "Nowhere\/Land" is not a time zone/);
});
