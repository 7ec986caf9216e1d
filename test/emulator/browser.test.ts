// The emulator page in a real headless Chromium that comes from npm (@sparticuz/chromium ships the
// binary inside the package and unpacks it to /tmp; nothing is downloaded, no system browser): type
// "ask burst voice to play the news", see the first title, let its clip end, and see the second
// title appear with no further input — the <audio> element's real `ended` event drives the
// playlist on — with the captions its ENQUEUE carried shown over the screen; then a bare "play
// sports" is answered by Alexa herself, as on a real Echo; last, the Alexa app's Disable and Enable
// send their skill events, and while disabled the page's Echo answers for the skill herself; last,
// a question from the skill shows the listening window's countdown until it is answered.
import sparticuz from '@sparticuz/chromium';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../../src/server/main';

const ARTIFACTS = path.resolve(__dirname, '..', '..', 'test-artifacts');
/** Simulator clips at 2 % of the burst's stated length (bursts are ~20–90 s): 0.4–1.8 s each. */
const SCALE = 0.02;

let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  server = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    SKILL_PERSISTENCE: 'memory',
    LOG_LEVEL: 'silent',
  });
  browser = await chromium.launch({
    // Unpacks the brotli-compressed binary from node_modules to /tmp/chromium (once per machine).
    executablePath: await sparticuz.executablePath(),
    headless: true,
    args: [
      ...sparticuz.args,
      '--disable-background-networking',
      '--autoplay-policy=no-user-gesture-required',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('ask for the news: the first burst ends, the next starts by itself with captions; a bare phrase goes to Alexa', async () => {
  if (!browser || !server) throw new Error('set-up failed');
  const page = await browser.newPage({ viewport: { width: 1440, height: 860 } });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const base = server.url;

  await page.goto(`${base}/emulator/?scale=${SCALE}`);
  // Every caption the overlay shows, however briefly (the clips are short).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { captionsSeen: string[] }).captionsSeen = seen;
    const el = document.getElementById('np-caption');
    if (!el) return;
    new MutationObserver(() => {
      if (!el.hidden && el.textContent) seen.push(el.textContent);
    }).observe(el, { childList: true, characterData: true, subtree: true, attributes: true });
  });
  await page.fill('#utterance', 'ask burst voice to play the news');
  await page.press('#utterance', 'Enter');

  const title = page.locator('#np-title');
  await page.waitForFunction(() => (document.getElementById('np-title')?.textContent ?? '') !== '');
  const first = (await title.textContent()) ?? '';
  expect(first.length).toBeGreaterThan(0);
  await expect(page.locator('#np-position').textContent()).resolves.toMatch(/^Top story 1 of \d+/);
  await expect(page.locator('#heard').textContent()).resolves.toMatch(/TopStoriesIntent/);

  // The real <audio> element plays the clip from the page's own origin.
  const src = await page.$eval('#speaker', (a) => (a as HTMLAudioElement).currentSrc);
  expect(src.startsWith(`${base}/emulator/audio/`)).toBe(true);

  // No more input: the clip's `ended` event → PlaybackFinished → the queued burst starts.
  await page.waitForFunction(
    (t) => {
      const now = document.getElementById('np-title')?.textContent ?? '';
      return now !== '' && now !== t;
    },
    first,
    { timeout: 15_000 },
  );
  const second = (await title.textContent()) ?? '';
  expect(second).not.toBe(first);
  await expect(page.locator('#np-position').textContent()).resolves.toMatch(/^Top story 2 of \d+/);

  // The second burst was enqueued with captions from its transcript: the overlay shows them in
  // time with the <audio> element.
  await page.waitForFunction(
    () => (window as unknown as { captionsSeen: string[] }).captionsSeen.length > 0,
    undefined,
    { timeout: 15_000 },
  );
  const seen = await page.evaluate(() => (window as unknown as { captionsSeen: string[] }).captionsSeen);
  expect(seen[0]).toMatch(/\w+/);

  // A bare custom phrase out of session: Alexa answers herself, the skill gets nothing.
  await page.fill('#utterance', 'play sports');
  await page.press('#utterance', 'Enter');
  await page.waitForFunction(() => document.querySelector('#alexa-says .try') !== null, undefined, {
    timeout: 5_000,
  });
  await expect(page.locator('#alexa-says .try').textContent()).resolves.toBe(
    'Say “ask burst voice to play sports”',
  );
  await expect(page.locator('#heard').textContent()).resolves.toMatch(/Alexa herself/);

  // The panel shows the pairs the page caused, with the API calls made.
  const log = await page.locator('#log .rt').allTextContents();
  expect(log).toEqual(
    expect.arrayContaining([
      'IntentRequest',
      'PlaybackStarted',
      'PlaybackNearlyFinished',
      'PlaybackFinished',
    ]),
  );
  await expect(page.locator('#log .apis').first().textContent()).resolves.toMatch(/→ ok/);
  expect(pageErrors).toEqual([]);

  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'emulator.png') });

  // The Alexa app, by keyboard: Disable (NOT_PERSISTED by default) sends SkillDisabled, the stream
  // stops, and a request for the skill is answered by Alexa herself with nothing sent to it.
  const skillEvents = () =>
    page.$$eval('#log li', (lis) =>
      lis
        .map((li) => [
          li.querySelector('.rt')?.textContent ?? '',
          li.querySelector('.what')?.textContent ?? '',
        ])
        .filter(([rt]) => rt.startsWith('Skill')),
    );
  const userId = async () =>
    /user id (\S+)$/.exec((await page.locator('#skill-status').textContent()) ?? '')?.[1];
  const before = await userId();
  expect(before).toBe('amzn1.ask.account.LOCALTESTUSER');
  await page.focus('#disable-skill');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.alexa-app')?.classList.contains('off'));
  await expect(skillEvents()).resolves.toEqual([['SkillDisabled', 'NOT_PERSISTED']]);
  await expect(page.locator('#skill-status').textContent()).resolves.toMatch(/^Burst Voice is disabled/);
  await expect(page.$eval('#speaker', (a) => (a as HTMLAudioElement).paused)).resolves.toBe(true);
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('enable-skill');
  const logged = await page.locator('#log li').count();
  await page.fill('#utterance', 'ask burst voice to play the news');
  await page.press('#utterance', 'Enter');
  await page.waitForFunction(() => document.querySelector('#alexa-says .alexa-own') !== null);
  await expect(page.locator('#alexa-says .alexa-own').textContent()).resolves.toBe(
    "Alexa herself: Burst Voice isn't enabled. You can enable it in the Alexa app.",
  );
  expect(await page.locator('#log li').count()).toBe(logged);

  // Enable: SkillEnabled, and the account has a new user id.
  await page.focus('#enable-skill');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.alexa-app')?.classList.contains('off'));
  await expect(skillEvents()).resolves.toEqual([
    ['SkillEnabled', ''],
    ['SkillDisabled', 'NOT_PERSISTED'],
  ]);
  const after = await userId();
  expect(after).toMatch(/^amzn1\.ask\.account\.LOCAL/);
  expect(after).not.toBe(before);
  await expect(page.locator('#log li pre').first().textContent()).resolves.toContain(`"userId": "${after}"`);

  // On a phone the switch's controls are touch targets of at least 44 px.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const id of ['#persistence', '#disable-skill', '#enable-skill'])
    expect((await page.locator(id).boundingBox())?.height).toBeGreaterThanOrEqual(44);

  // A question: the page counts the listening window down (8 s by default); an answer ends it.
  await expect(page.locator('#listen-seconds').textContent()).resolves.toBe('8');
  await page.fill('#utterance', "ask burst voice what's the weather");
  await page.press('#utterance', 'Enter');
  const countdown = page.locator('#listen-countdown');
  await countdown.waitFor({ state: 'visible', timeout: 5_000 });
  await expect(countdown.textContent()).resolves.toMatch(/^Listening · [1-8] s, then the reprompt$/);
  expect(await page.locator('#listening').isVisible()).toBe(true);
  await page.fill('#utterance', 'exit');
  await page.press('#utterance', 'Enter');
  await countdown.waitFor({ state: 'hidden', timeout: 5_000 });
  expect(pageErrors).toEqual([]);
  await page.close();
}, 60_000);

test('the page is never served on the Alexa endpoint, and bad input is refused', async () => {
  if (!server) throw new Error('set-up failed');
  const alexa = await fetch(`${server.url}/alexa`);
  expect(alexa.status).not.toBe(200);
  const bad = await fetch(`${server.url}/emulator/api/press`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ button: 'Eject' }),
  });
  expect(bad.status).toBe(409);
  await expect(bad.json()).resolves.toMatchObject({ error: expect.stringMatching(/button must be/) });
  const audio = await fetch(`${server.url}/emulator/audio/..%2Fetc.wav`);
  expect(audio.status).toBeGreaterThanOrEqual(400);
  const home = await fetch(`${server.url}/`, { redirect: 'manual' });
  expect(home.headers.get('location')).toBe('/emulator/');
});
