// The page API's notifications, offline (issue 51): the skill of the page's session has them on
// against the simulator's stand-ins, every answer carries the Echo's light (unread count) and the
// permission switch, and /api/notifications/{permission,news,pass} do what the chat's :allow/:deny,
// :news and :notify do. Without the simulator there are none.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { BurstApiClient } from '../../src/api/http-client';
import {
  localNotifications,
  passLine,
  sessionNotifyParts,
  unreadNotifications,
} from '../../src/emulator/notifications';
import { EmulatorSession } from '../../src/emulator/session';
import { emulatorRouter } from '../../src/emulator/web-routes';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import { silentLogger } from '../../src/util/logger';

let sim: RunningSimulator;
let emulator: EmulatorSession;
let server: Server | undefined;
let base: string;

beforeEach(async () => {
  sim = await startSimulator({ port: 0, pageSize: 4 });
  const api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, device: 'alexa' });
  emulator = new EmulatorSession({ api, strictGuard: true, ...sessionNotifyParts(sim) });
});
afterEach(async () => {
  if (server) await new Promise<void>((r) => server?.close(() => r()));
  server = undefined;
  await sim.stop();
});

async function serve(withNotifications: boolean): Promise<void> {
  const app = express();
  const api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, device: 'alexa' });
  const notifications = localNotifications(sim, emulator, api, silentLogger);
  app.use(
    '/emulator',
    emulatorRouter({
      emulator,
      simulatorOrigin: sim.url,
      ...(withNotifications ? { notifications } : {}),
    }),
  );
  server = createServer(app);
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emulator/api`;
}

type Body = Record<string, unknown> & {
  notifications?: { unread: number; allowed: boolean };
  exchanges?: Array<{ requestType: string }>;
};
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body };
};
const state = () => fetch(`${base}/state?since=-1`).then((r) => r.json() as Promise<Body>);

test('allow, subscribe, news now and a pass light the Echo; "what are my notifications" reads them and it goes off', async () => {
  await serve(true);
  expect((await state()).notifications).toEqual({ unread: 0, allowed: false });

  const allowed = await post('notifications/permission', { allowed: true });
  expect(allowed.status).toBe(200);
  expect(allowed.body.exchanges?.map((e) => e.requestType)).toEqual([
    'AlexaSkillEvent.SkillPermissionAccepted',
  ]);
  expect(allowed.body.notifications).toEqual({ unread: 0, allowed: true });

  const subscribed = await post('say', {
    text: "ask burst voice to tell me when there's news about electric cars",
  });
  expect(subscribed.body.speech).toMatch(
    /^Okay\. When there are new bursts about electric cars, I'll send you a notification/,
  );
  expect(subscribed.body.notifications).toEqual({ unread: 0, allowed: true });

  const news = await post('notifications/news', { words: '  electric cars ' });
  expect(news.status).toBe(200);
  expect(news.body.news).toEqual({ words: 'electric cars', title: expect.any(String) });

  const pass = await post('notifications/pass', {});
  expect(pass.status).toBe(200);
  const { summary, line } = pass.body.pass as { summary: Parameters<typeof passLine>[0]; line: string };
  expect(summary).toMatchObject({ sent: 1, pending: 0 });
  expect(line).toBe(passLine(summary));
  expect(line).toMatch(/^notification pass: sent 1, pending 0, throttled 0, refused 0, failed 0, /);
  expect(pass.body.notifications).toEqual({ unread: 1, allowed: true });
  // The state (the page's poll) says it too.
  expect((await state()).notifications).toEqual({ unread: 1, allowed: true });

  const sent = emulator.log.length;
  const read = await post('say', { text: 'what are my notifications' });
  expect(read.body.alexa).toMatchObject({
    says: 'You have one new notification: new bursts about electric cars, on Burst Voice.',
  });
  expect(read.body).not.toHaveProperty('resolution');
  expect(emulator.log).toHaveLength(sent);
  expect(read.body.notifications).toEqual({ unread: 0, allowed: true });
  expect(unreadNotifications({ sim, notifier: { runPass: jest.fn() } }, emulator.account.userId)).toBe(0);

  // Off in the Alexa app: SkillPermissionChanged without the scope.
  const denied = await post('notifications/permission', { allowed: false });
  expect(denied.body.exchanges?.map((e) => e.requestType)).toEqual([
    'AlexaSkillEvent.SkillPermissionChanged',
  ]);
  expect(denied.body.notifications).toEqual({ unread: 0, allowed: false });
});

test('bad input is refused; without the simulator the page has no notifications', async () => {
  await serve(true);
  for (const body of [{}, { allowed: 'yes' }]) {
    const bad = await post('notifications/permission', body);
    expect(bad.status).toBe(409);
    expect(bad.body.error).toBe('allowed must be true or false');
  }
  for (const words of ['   ', 'x'.repeat(101), 7]) {
    const bad = await post('notifications/news', { words });
    expect(bad.status).toBe(409);
    expect(bad.body.error).toMatch(/^words/);
  }
  await new Promise<void>((r) => server?.close(() => r()));

  await serve(false);
  expect(await state()).not.toHaveProperty('notifications');
  for (const [path, body] of [
    ['notifications/news', { words: 'electric cars' }],
    ['notifications/pass', {}],
  ] as const) {
    const off = await post(path, body);
    expect(off.status).toBe(409);
    expect(off.body.error).toMatch(/^notifications are off: the page runs them only offline/);
  }
  const said = await post('say', { text: 'open burst voice' });
  expect(said.body).not.toHaveProperty('notifications');
});
