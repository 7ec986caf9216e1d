import { PassThrough } from 'node:stream';
import { listenMsArg, notificationsSaid, runChat } from '../../src/emulator/cli';
import { wrapLine } from '../../src/emulator/format';
import { personIdFor } from '../../src/emulator/persons';
import { chat } from '../helpers/scripted-chat';

test('a scripted conversation plays the top stories across page boundaries', async () => {
  const out = await chat(['open burst voice', ':end 7', ':api', ':quit', 'never read']);
  expect(out[0]).toMatch(/offline, with the Burst API simulator/);
  expect(out).toContain('> open burst voice');
  expect(out).toContain('  → LaunchRequest');
  expect(out.some((l) => /^ {2}Alexa: Welcome to Burst Voice/.test(l))).toBe(true);

  const players = out.filter((l) => l.startsWith('  ▶ '));
  // "▶ Top story 3 of 6+ · KVTR Public Radio · 0:00"
  for (const p of players) expect(p).toMatch(/^ {2}▶ Top story \d+ of \d+\+? · [^·]+ · \d+:\d\d$/);
  const numbers = players.map((p) => Number(/Top story (\d+)/.exec(p)?.[1]));
  expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

  // Pages of 3: eight stories need at least three pages, so "of N" grows as each page loads (by
  // fewer than 3 where a page holds a burst without playable audio, which the skill leaves out).
  const loaded = players.map((p) => Number(/ of (\d+)/.exec(p)?.[1]));
  expect(Math.max(...loaded)).toBeGreaterThanOrEqual(8);
  expect(new Set(loaded).size).toBeGreaterThanOrEqual(3);

  const titles = out.filter((l) => /^ {4}“.+”$/.test(l));
  expect(new Set(titles).size).toBe(8);
  // Each :end is NearlyFinished, Finished and the next Started, as an Echo sends them.
  expect(out.filter((l) => l === '  ⇄ NearlyFinished, Finished, Started')).toHaveLength(7);
  // :api lists the calls of the last turn; :quit ends before the last line is read.
  expect(out.some((l) => /^ {2}trackListen\(.*"action":"startOfPlay".*\) → ok/.test(l))).toBe(true);
  expect(out).toContain('Bye.');
  expect(out).not.toContain('> never read');
});

test('buttons, a failing stream, an open session and the commands', async () => {
  const out = await chat([
    ':fail',
    'ask burst voice to play sports',
    ':fail',
    ':pause',
    ':status',
    ':play',
    'ask burst voice for help',
    ':json',
    ':bogus',
    ':help',
  ]);
  // Nothing plays yet: the device has nothing to fail.
  expect(out).toContain('  ⚠ nothing is playing');
  expect(out).toContain('  → CategoryIntent {category="sports" → sports [id 10]}, one-shot');
  expect(out).toContain('  ⇄ Failed, Started');
  expect(out.some((l) => /^ {2}▶ Sports story 2 of \d+\+? · /.test(l))).toBe(true);
  expect(out).toContain('  ⇄ PauseCommandIssued, Stopped');
  expect(out.some((l) => /^ {2}⏸ Sports story 2 .*\(stopped\)$/.test(l))).toBe(true);
  expect(out).toContain('  ⇄ PlayCommandIssued, Started');
  expect(out).toContain('  (the Echo is listening…)');
  const json = out.indexOf('> :json');
  expect(out[json + 1]).toBe('[');
  expect(out.slice(json).join('\n')).toMatch(/"name": "AMAZON.HelpIntent"/);
  expect(out).toContain('  unknown command :bogus; :help lists them');
  expect(out.some((l) => l.startsWith('  :end [n]'))).toBe(true);
});

test('a bare custom phrase is answered by Alexa herself, with the one-shot form to say', async () => {
  const out = await chat(['open burst voice', 'play sports', 'next', ':quit']);
  const at = out.indexOf('> play sports');
  expect(out[at + 1]).toBe('  → Alexa herself (no request reaches Burst Voice)');
  expect(out[at + 2]).toMatch(
    /^ {2}✗ A real Echo would not send “play sports” .* Say “ask burst voice to play sports”\.$/,
  );
  // The stream goes on untouched; "next" is a built-in that reaches the playing skill.
  expect(out[at + 3]).toMatch(/^ {2}▶ Top story 1 of /);
  expect(out[out.indexOf('> next') + 1]).toBe('  → AMAZON.NextIntent');
});

test(':cc prints the caption showing now: none on a new playlist, the cue on an enqueued burst', async () => {
  // A speaker by default (no captions); `:screen on` makes it an Echo Show.
  const out = await chat([
    ':screen',
    ':screen on',
    'ask burst voice to play the news',
    ':cc',
    ':end',
    ':cc',
    ':quit',
  ]);
  expect(out[out.indexOf('> :screen') + 1]).toBe('  a speaker (no screen, no captions)');
  expect(out[out.indexOf('> :screen on') + 1]).toBe('  a device with a screen (captions shown)');
  const cc = out.map((l, i) => (l === '> :cc' ? out[i + 1] : undefined)).filter(Boolean);
  // The first burst of a new playlist starts at once, without captions; the next was enqueued
  // with the captions of its transcript, and its first cue is showing at 0:00.
  expect(cc[0]).toBe('  ¶ (this stream has no captions)');
  expect(cc[1]).toMatch(/^ {2}¶ \S/);
  expect(cc[1]).not.toMatch(/no caption/);
});

test('a speaker shows no captions on any burst', async () => {
  const out = await chat(['ask burst voice to play the news', ':end', ':cc', ':end', ':cc', ':quit']);
  const cc = out.map((l, i) => (l === '> :cc' ? out[i + 1] : undefined)).filter(Boolean);
  expect(cc).toEqual(['  ¶ (this stream has no captions)', '  ¶ (this stream has no captions)']);
});

test(':disable and :enable: the skill events, Alexa answering while disabled, the user id after', async () => {
  const out = await chat([
    'ask burst voice to play the news',
    ':disable',
    'open burst voice',
    ':play',
    ':status',
    ':disable',
    ':enable',
    ':disable persisted',
    ':enable',
    ':enable',
    ':disable sometimes',
    ':help',
  ]);
  const after = (cmd: string, from = 0) => out.slice(out.indexOf(cmd, from) + 1);
  const userOf = (l: string | undefined) => /· user (amzn1\.ask\.account\.\w+)$/.exec(l ?? '')?.[1];

  const off = after('> :disable');
  expect(off[0]).toBe('  ⇄ SkillDisabled (NOT_PERSISTED)');
  // The stream is gone with the skill; whatever the skill answered, the switch holds.
  const offAccount = off.find((l) => l.startsWith('  ⊘ '));
  expect(offAccount).toMatch(
    /^ {2}⊘ Burst Voice disabled in the Alexa app: .*\(a new user id then\) · user /,
  );
  expect(off.slice(0, off.indexOf(offAccount ?? ''))).toContain('  ⏹ nothing playing');
  const first = userOf(offAccount);
  expect(first).toBe('amzn1.ask.account.LOCALTESTUSER');

  for (const cmd of ['> open burst voice', '> :play']) {
    expect(after(cmd).slice(0, 3)).toEqual([
      '  → Alexa herself (no request reaches Burst Voice)',
      "  Alexa herself: Burst Voice isn't enabled. You can enable it in the Alexa app.",
      expect.stringMatching(/^ {2}✗ Burst Voice is disabled for this account/),
    ]);
  }
  expect(after('> :status')[1]).toBe(offAccount);
  expect(after('> :disable', out.indexOf('> :status'))[0]).toBe('  ⚠ Burst Voice is already disabled');

  const on = after('> :enable');
  expect(on[0]).toBe('  ⇄ SkillEnabled');
  const second = userOf(on.find((l) => l.startsWith('  ✓ Burst Voice enabled · user ')));
  expect(second).toMatch(/^amzn1\.ask\.account\.LOCAL[0-9A-F]{32}$/);

  const persisted = after('> :disable persisted');
  expect(persisted[0]).toBe('  ⇄ SkillDisabled (PERSISTED)');
  expect(persisted.find((l) => l.startsWith('  ⊘ '))).toMatch(/\(the same user id then\) · user /);
  const third = after('> :enable', out.indexOf('> :disable persisted'));
  expect(userOf(third.find((l) => l.startsWith('  ✓ ')))).toBe(second);
  expect(out[out.lastIndexOf('> :enable') + 1]).toBe('  ⚠ Burst Voice is already enabled');
  expect(after('> :disable sometimes')[0]).toBe('  :disable takes nothing (NOT_PERSISTED) or "persisted"');
  expect(out.some((l) => l.startsWith('  :disable [persisted]'))).toBe(true);
  expect(out.some((l) => l.startsWith('  :enable '))).toBe(true);
});

test(':send TYPE: outside a session an empty reply; in an open one the fallback help; refusals', async () => {
  const out = await chat([
    ':send Messaging.MessageReceived',
    ':send Foo.Bar.Baz',
    'ask burst voice for help',
    ':send Alexa.Presentation.APL.UserEvent',
    ':send LaunchRequest',
    ':send AlexaSkillEvent.SkillDisabled',
    ':send bad type!',
    ':send',
    ':json',
    ':help',
  ]);
  const after = (cmd: string) => out.slice(out.indexOf(cmd) + 1);
  expect(after('> :send Messaging.MessageReceived').slice(0, 3)).toEqual([
    '  ⇄ Messaging.MessageReceived',
    '  ⏹ nothing playing',
    '  (an empty reply: nothing said)',
  ]);
  expect(after('> :send Foo.Bar.Baz')[0]).toBe('  ⇄ Foo.Bar.Baz');
  expect(after('> :send Foo.Bar.Baz')).toContain('  (an empty reply: nothing said)');
  // Help keeps the session open: the event goes into it and gets the fallback's help.
  const inSession = after('> :send Alexa.Presentation.APL.UserEvent');
  expect(inSession[0]).toBe('  ⇄ Alexa.Presentation.APL.UserEvent');
  expect(inSession).toContain(
    "  Alexa: Sorry, I didn't get that. To hear the top stories, say, play the news. For ideas, say, help.",
  );
  expect(after('> :send LaunchRequest')[0]).toBe(
    '  ⚠ LaunchRequest is what a phrase sends: type what you would say instead',
  );
  expect(after('> :send AlexaSkillEvent.SkillDisabled')[0]).toMatch(/^ {2}⚠ use :enable or :disable/);
  expect(after('> :send bad type!')[0]).toBe(
    '  ⚠ "bad type!" is not a request type (for example Messaging.MessageReceived)',
  );
  expect(after('> :send')[0]).toBe(
    '  :send takes a request type, for example :send Reminders.ReminderCreated',
  );
  // The in-session event carried the session the help opened.
  const json = after('> :json').join('\n');
  expect(json).toMatch(/"type": "Alexa.Presentation.APL.UserEvent"/);
  expect(json).toMatch(/"sessionId": "amzn1\.echo-api\.session\./);
  expect(out.some((l) => l.startsWith('  :send TYPE'))).toBe(true);
});

test('a configuration mistake is one sentence, and nothing starts', async () => {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = '';
  output.on('data', (b: Buffer) => (printed += b.toString('utf8')));
  await runChat({ input, output, env: { PORT: 'not-a-port' } });
  expect(printed).toMatch(/PORT/);
  expect(printed).not.toMatch(/Burst Voice local Echo/);
});

test('long lines fold at spaces under their label', () => {
  const line =
    '  Alexa: This is Hackers hit a major hospital network, from Signal and Noise, on Signal and Noise Weekly.';
  const folded = wrapLine(line, 40);
  for (const l of folded) expect(l.length).toBeLessThanOrEqual(40);
  expect(folded[0]).toBe('  Alexa: This is Hackers hit a major');
  for (const l of folded.slice(1)) expect(l.startsWith('         ') && l[9] !== ' ').toBe(true);
  // Nothing lost or split inside a word.
  expect(folded.map((l) => l.trim()).join(' ')).toBe(line.trim());
  expect(wrapLine('  short', 40)).toEqual(['  short']);
  // A word longer than the width is cut rather than looping forever.
  expect(
    wrapLine(`  ${'x'.repeat(50)}`, 30)
      .map((l) => l.trim())
      .join(''),
  ).toBe('x'.repeat(50));
});

test('with a terminal width, what Alexa says folds to it; :json stays one value', async () => {
  const out = await chat(
    [
      "ask burst voice what's playing",
      'ask burst voice to play the news',
      "ask burst voice what's playing",
      ':json',
      ':quit',
    ],
    3,
    50,
  );
  // The turn lines (indented); the greeting above them is printed as it is.
  const turnLines = out.slice(0, out.indexOf('> :json')).filter((l) => l.startsWith('  '));
  expect(turnLines.length).toBeGreaterThan(6);
  for (const l of turnLines) expect(l.length).toBeLessThanOrEqual(50);
  expect(turnLines.filter((l) => l.startsWith('  Alexa: This is')).length).toBe(1);
  const json = out.slice(out.indexOf('> :json') + 1, out.indexOf('> :quit')).join('\n');
  expect(() => JSON.parse(json) as unknown).not.toThrow();
});

test('with a real API key the terminal Echo needs no SKILL_ID (it receives no Alexa requests)', async () => {
  const { startSimulator } = await import('../../src/sim/server');
  const sim = await startSimulator({ port: 0 });
  try {
    const input = new PassThrough();
    const output = new PassThrough();
    let printed = '';
    output.on('data', (b: Buffer) => (printed += b.toString('utf8')));
    const env = {
      BURST_API_KEY: sim.apiKey,
      BURST_API_BASE_URL: sim.url,
      LISTENER_ID_SECRET: 'a-chat-listener-secret',
    };
    const done = runChat({ input, output, env });
    input.end(
      ':notify\n:notifications\nask burst voice to tell me when there is news about electric cars\n:quit\n',
    );
    await done;
    expect(printed).not.toMatch(/SKILL_ID/);
    expect(printed.split('\n')[0]).toContain(`Burst API at ${sim.url}`);
    // No ALEXA_CLIENT_ID: notifications stay off, in the chat and in the skill.
    const off = printed.split('\n').filter((l) => l.startsWith('  notifications are off: '));
    expect(off).toHaveLength(2);
    expect(printed).toMatch(
      /> ask burst voice to tell me when there is news about electric cars\n.*NotifyIntent/,
    );
    expect(printed).not.toMatch(/I'll send you a notification/);
    expect(sim.alexa.state().tokensIssued).toBe(0);
  } finally {
    await sim.stop();
  }
});

describe('the listening window in the terminal', () => {
  test('silence after a question: the reprompt, then the session closes, printed as they happen', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let printed = '';
    output.on('data', (b: Buffer) => (printed += b.toString('utf8')));
    const done = runChat({ input, output, env: {}, simulator: { pageSize: 3 }, listenMs: 60 });
    input.write('ask burst voice to play the news\n');
    input.write('ask burst voice for help\n');
    const deadline = Date.now() + 5_000;
    while (!printed.includes('EXCEEDED_MAX_REPROMPTS') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    input.end();
    await done;
    const out = printed.split('\n');
    const at = out.indexOf('> ask burst voice for help');
    const after = out.slice(at);
    expect(after).toContain('  (the Echo is listening…)');
    const again = after.indexOf('  (no answer in 0.06 s: Alexa asks again)');
    expect(again).toBeGreaterThan(0);
    expect(after[again + 1]).toMatch(/^ {2}Alexa: \S/);
    expect(after[again + 2]).toBe('  (the Echo is listening…)');
    const closed = after.indexOf(
      '  (no answer in 0.06 s: session closed, EXCEEDED_MAX_REPROMPTS; the burst resumes)',
    );
    expect(closed).toBeGreaterThan(again);
    expect(after[closed + 1]).toMatch(/^ {2}▶ Top story 1 of /);
    // Nothing after the close: one reprompt, one close.
    expect(after.filter((l) => l.includes('no answer in'))).toHaveLength(2);
  });

  test('piped input ends the chat at once: a pending window neither waits nor fires', async () => {
    const started = Date.now();
    const out = await chat(['ask burst voice for help']);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(out).toContain('  (the Echo is listening…)');
    expect(out.some((l) => l.includes('no answer in'))).toBe(false);
  });

  test('--listen-ms and what npm makes of it; :help tells about the window', async () => {
    expect(listenMsArg(['--listen-ms', '3000'], {})).toBe(3000);
    expect(listenMsArg(['--screen', '--listen-ms=2500'], {})).toBe(2500);
    // npm run chat --listen-ms 3000: npm keeps the flag (as "true") and passes the number on.
    expect(listenMsArg(['3000'], { npm_config_listen_ms: 'true' })).toBe(3000);
    // npm run chat --listen-ms=3000
    expect(listenMsArg([], { npm_config_listen_ms: '3000' })).toBe(3000);
    expect(listenMsArg(['--screen'], {})).toBeUndefined();
    expect(() => listenMsArg(['--listen-ms'], {})).toThrow(/--listen-ms must be a whole number/);
    const out = await chat([':help']);
    expect(out.some((l) => l.includes('--listen-ms N'))).toBe(true);
    expect(out.some((l) => l.includes('EXCEEDED_MAX_REPROMPTS'))).toBe(true);
  });
});

test('the answer to a question the skill asked with Dialog.ElicitSlot shows as such', async () => {
  const out = await chat(["ask burst voice what's the weather", 'kvtr public radio', ':quit']);
  const at = out.indexOf('> kvtr public radio');
  expect(out[at + 1]).toBe(
    '  → WeatherIntent {station="kvtr public radio" → kvtr public radio [id 101]}, the answer (IN_PROGRESS)',
  );
});

test(':person: a recognized speaker from the next request on, greeted by name; :person off is nobody', async () => {
  const out = await chat([
    ':person',
    ':person Alex',
    'open burst voice',
    ':json',
    ':person',
    ':person off',
    'open burst voice',
    ':person 42',
    ':status',
    ':help',
    ':quit',
  ]);
  const after = (cmd: string, from = 0) => out.slice(out.indexOf(cmd, from) + 1);
  const alexId = personIdFor('Alex');
  expect(after('> :person')[0]).toBe('  speaking: nobody recognized (no context.System.person)');
  expect(after('> :person Alex')[0]).toBe(`  speaking: Alex, recognized by voice (person ${alexId})`);
  expect(after('> open burst voice')[0]).toBe('  → LaunchRequest, from Alex (recognized)');
  // The skill greets the person (alexa:name in its outputSpeech): the chat shows the name said.
  const greeted = after('> open burst voice').find((l) => l.startsWith('  Alexa: '));
  expect(greeted).toMatch(/^ {2}Alexa: .*\bAlex\b/);
  expect(greeted).not.toMatch(/alexa:name|amzn1\.ask\.person/);
  // The LaunchRequest carried the person id; its reply the tag.
  const json = after('> :json').join('\n');
  expect(json).toContain(`"personId": "${alexId}"`);
  expect(json).toContain(`personId=\\"${alexId}\\"`);
  expect(after('> :person', out.indexOf('> :json'))[0]).toMatch(/^ {2}speaking: Alex, recognized/);
  expect(after('> :person off')[0]).toBe('  speaking: nobody recognized (no context.System.person)');
  const later = out.indexOf('> open burst voice', out.indexOf('> :person off'));
  expect(out[later + 1]).toBe('  → LaunchRequest');
  const unnamed = out.slice(later + 1).find((l) => l.startsWith('  Alexa: '));
  expect(unnamed).not.toMatch(/\bAlex\b/);
  expect(after('> :person 42')[0]).toMatch(/^ {2}⚠ "42" is not a first name/);
  expect(after('> :status')).toContain('  speaking: nobody recognized (no context.System.person)');
  expect(out.some((l) => l.startsWith('  :person NAME '))).toBe(true);
});

describe('notifications, offline against the simulator', () => {
  const after = (out: string[], cmd: string, from = 0) => out.slice(out.indexOf(cmd, from) + 1);
  const LIGHT = '  (the notification light is on: 1 new)';

  test(':allow notifications, a subscription, :news and :notify light the Echo; :notifications reads and clears it', async () => {
    const out = await chat([
      ':allow notifications',
      "ask burst voice to tell me when there's news about electric cars",
      ':news electric cars',
      ':notify',
      ':notifications',
      ':notifications',
      ':notify',
      ':help',
      ':quit',
    ]);
    expect(after(out, '> :allow notifications').slice(0, 3)).toEqual([
      '  ⇄ SkillPermissionAccepted',
      '  ⏹ nothing playing',
      '  notifications permission: granted',
    ]);
    // Already granted: on at once (without the permission it would ask with a card instead).
    const subscribed = after(out, "> ask burst voice to tell me when there's news about electric cars");
    expect(subscribed[0]).toBe('  → NotifyIntent {topic="electric cars"}, one-shot');
    expect(subscribed[1]).toMatch(
      /^ {2}Alexa: Okay\. When there are new bursts about electric cars, I'll send you a notification/,
    );
    expect(after(out, '> :news electric cars')[0]).toMatch(/^ {2}news now about electric cars: “.+”$/);
    // Nothing had arrived before the pass: no light until then.
    expect(out.slice(0, out.indexOf('> :notify'))).not.toContain(LIGHT);
    const pass = after(out, '> :notify');
    expect(pass[0]).toMatch(/^ {2}notification pass: sent 1, pending 0, throttled 0, refused 0, failed 0, /);
    expect(pass[1]).toBe(LIGHT);
    const first = out.indexOf('> :notifications');
    expect(out[first + 1]).toBe(
      '  Alexa: You have one new notification: new bursts about electric cars, on Burst Voice.',
    );
    // Read: none new the second time, and the next pass sends nothing more (once a day).
    expect(after(out, '> :notifications', first + 1)[0]).toBe('  Alexa: You have no new notifications.');
    const again = after(out, '> :notify', out.indexOf('> :notify') + 1);
    expect(again[0]).toMatch(/^ {2}notification pass: sent 0, /);
    expect(again[1]).toBe('> :help');
    for (const cmd of [':allow notifications', ':news WORDS', ':notify', ':notifications'])
      expect(out.some((l) => l.startsWith(`  ${cmd} `))).toBe(true);
  });

  test('"what are my notifications" is Alexa\'s own: read, marked read, never sent to the skill; pending until allowed', async () => {
    const out = await chat([
      'ask burst voice to tell me when there is news about electric cars',
      ':news electric cars',
      ':notify',
      ':allow notifications',
      ':news electric cars',
      ':notify',
      'open burst voice',
      'what are my notifications',
      'alexa, read my notifications',
      ':deny notifications',
      ':allow',
      ':news',
      ':quit',
    ]);
    // Without the permission the pass keeps it waiting: nothing sent, no light.
    const pending = after(out, '> :notify');
    expect(pending[0]).toMatch(/^ {2}notification pass: sent 0, pending 1, /);
    expect(pending[1]).toBe('> :allow notifications');
    // Allowed, the next news is sent.
    expect(after(out, '> :notify', out.indexOf('> :allow notifications'))[0]).toMatch(
      /^ {2}notification pass: sent 1, pending 0, /,
    );
    // The light stays on after a spoken turn while the notification is unread.
    const opened = after(out, '> open burst voice');
    expect(opened[0]).toBe('  → LaunchRequest');
    expect(opened.slice(0, opened.indexOf('> what are my notifications'))).toContain(LIGHT);
    const read = after(out, '> what are my notifications');
    expect(read.slice(0, 3)).toEqual([
      '  → Alexa herself (no request reaches Burst Voice)',
      '  Alexa herself: You have one new notification: new bursts about electric cars, on Burst Voice.',
      "  ✗ Alexa reads the account's notifications herself; no request reaches Burst Voice.",
    ]);
    const readAgain = read.slice(0, read.indexOf('> alexa, read my notifications'));
    expect(readAgain).not.toContain(LIGHT);
    expect(after(out, '> alexa, read my notifications')[1]).toBe(
      '  Alexa herself: You have no new notifications.',
    );
    const denied = after(out, '> :deny notifications');
    expect(denied[0]).toBe('  ⇄ SkillPermissionChanged');
    expect(denied.slice(0, denied.indexOf('> :allow'))).toContain('  notifications permission: off');
    expect(after(out, '> :allow')[0]).toBe(
      '  :allow takes "notifications" (the one permission the skill asks for)',
    );
    expect(after(out, '> :news')[0]).toBe('  :news takes words, for example :news electric cars');
  });

  test('two notifications are read one by one', () => {
    expect(notificationsSaid(['a, on B', 'c, on D'])).toBe(
      'You have two new notifications. First: a, on B. Second: c, on D.',
    );
    expect(notificationsSaid([])).toBe('You have no new notifications.');
  });
});
