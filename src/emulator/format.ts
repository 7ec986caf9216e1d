// Plain-text rendering of emulator turns for the CLI: what Alexa said, the card, and the player
// line ("▶ Top story 3 of 25 · KVTR Public Radio · 0:42").
import type { ApiCall } from './api-recorder';
import type { ListeningView } from './device';
import type { Resolution } from './phrases';
import type { RoutineTask } from './routines';
import type { AccountView, DeviceEvent, EmulatorTurn, ExchangeRecord, PlayerView } from './session';

const ICONS: Record<string, string> = {
  PLAYING: '▶',
  PAUSED: '⏸',
  STOPPED: '⏸',
  FINISHED: '⏹',
  IDLE: '⏹',
};

/** 42_000 → "0:42"; 3_723_000 → "1:02:03". */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export function formatPlayer(p: PlayerView): string {
  if (!p.token) return '⏹ nothing playing';
  if (p.activity === 'FINISHED') return '⏹ the playlist has finished';
  const source = p.sourceName ?? p.subtitle;
  // A time box: "3:15 left of 5:00", as the page shows it.
  const left =
    p.timeLeftSec !== undefined && p.timeBoxSec !== undefined
      ? [`${formatClock(p.timeLeftSec * 1000)} left of ${formatClock(p.timeBoxSec * 1000)}`]
      : [];
  const parts = [p.position ?? 'Burst', ...(source ? [source] : []), formatClock(p.offsetMs), ...left];
  const state = p.held
    ? ' (held while the Echo listens)'
    : p.activity === 'PLAYING'
      ? ''
      : ` (${p.activity.toLowerCase()})`;
  return `${ICONS[p.activity] ?? '▶'} ${parts.join(' · ')}${state}`;
}

export function formatResolution(r: Resolution): string {
  if (r.kind === 'launch') return 'LaunchRequest';
  if (r.kind === 'exit') return 'SessionEndedRequest (USER_INITIATED)';
  const slots = Object.entries(r.slots).map(([name, v]) => {
    if (typeof v === 'string') return `${name}="${v}"`;
    return `${name}="${v.value}"${v.id !== undefined ? ` → ${v.name ?? v.value} [id ${v.id}]` : ''}`;
  });
  const how = r.oneShot ? ', one-shot' : '';
  const match = r.source === 'model-no-match' ? ', no entity match' : '';
  const answer = r.dialogState ? ', the answer (IN_PROGRESS)' : '';
  const chain = r.chain ? `; chain: ${r.chain}` : '';
  return `${r.intent}${slots.length ? ` {${slots.join(', ')}}` : ''}${how}${match}${answer}${chain}`;
}

/** A routine action: "PlayNews [category: top stories | business | …, optional] — Play the news". */
export function formatTask(t: RoutineTask): string {
  const i = t.input;
  const what = i ? (i.values ? i.values.join(' | ') : 'free text') : '';
  const input = i ? ` [${i.name}: ${what}${i.required ? '' : ', optional'}]` : '';
  return `${t.name}${input} — ${t.title}`;
}

/** The task of a routine's LaunchRequest: "PlayNews v1 {category="business"}". */
function formatLaunchTask(task: NonNullable<EmulatorTurn['task']>): string {
  const bare = task.name.slice(task.name.lastIndexOf('.') + 1);
  const input = Object.entries(task.input).map(([k, v]) => `${k}="${v}"`);
  return `${bare} v${task.version}${input.length ? ` {${input.join(', ')}}` : ''}`;
}

/** The requests a turn's first line already names. */
const NAMED = ['LaunchRequest', 'IntentRequest', 'SessionEndedRequest', 'CanFulfillIntentRequest'];

/** The lines printed after a turn. */
export function formatTurn(turn: EmulatorTurn): string[] {
  const out: string[] = [];
  const nf = turn.nameFree;
  // Name-free: Alexa asked the skill first, and what it answered.
  if (nf) out.push(`  ? CanFulfillIntentRequest ${nf.intent} → ${nf.canFulfill ?? 'refused'}`);
  if (turn.task)
    out.push(
      `  → LaunchRequest with task ${formatLaunchTask(turn.task)} (an Alexa routine)${spokenBy(turn)}`,
    );
  else if (turn.alexa) {
    out.push(
      nf
        ? '  → Alexa herself (Burst Voice only answered whether it could)'
        : '  → Alexa herself (no request reaches Burst Voice)',
    );
    if (turn.alexa.says) out.push(`  Alexa herself: ${turn.alexa.says}`);
    out.push(`  ✗ ${turn.alexa.note}`);
  } else if (turn.resolution && !(nf && nf.canFulfill === undefined))
    out.push(`  → ${formatResolution(turn.resolution)}${nf ? ', name-free' : ''}${spokenBy(turn)}`);
  const events = turn.exchanges.filter((e) => !NAMED.includes(e.requestType)).map(eventLabel);
  if (events.length) out.push(`  ⇄ ${events.join(', ')}`);
  if (turn.speech) out.push(`  Alexa: ${turn.speech}`);
  if (turn.card) {
    out.push(`  ┌ Card: ${turn.card.title ?? ''}`);
    for (const line of (turn.card.content ?? '').split('\n')) if (line.trim()) out.push(`  │ ${line}`);
  }
  if (turn.error) out.push(`  ⚠ ${turn.error}`);
  out.push(`  ${formatPlayer(turn.player)}`);
  if (turn.player.title && turn.player.activity !== 'FINISHED') out.push(`    “${turn.player.title}”`);
  if (turn.sessionOpen) out.push('  (the Echo is listening…)');
  return out;
}

/** ", from Alex (recognized)": the person the turn's spoken request carried, if any. */
function spokenBy(turn: EmulatorTurn): string {
  return turn.person ? `, from ${turn.person} (recognized)` : '';
}

/** 8000 → "8 s", 2500 → "2.5 s", 50 → "0.05 s". */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(2))} s`;
}

/** What the device did by itself when nobody answered within the listening window. */
export function formatSilence(e: DeviceEvent, listenMs: number): string[] {
  const quiet = `no answer in ${formatSeconds(listenMs)}`;
  if (e.spontaneous === 'reprompt')
    return [
      `  (${quiet}: Alexa asks again)`,
      ...(e.speech ? [`  Alexa: ${e.speech}`] : []),
      '  (the Echo is listening…)',
    ];
  // The stream held for the question plays on (a session ended by silence tells the skill nothing else).
  const resumes =
    e.player.activity === 'PLAYING' && !e.player.held && e.player.token ? '; the burst resumes' : '';
  return [
    `  (${quiet}: session closed, EXCEEDED_MAX_REPROMPTS${resumes})`,
    ...(e.error ? [`  ⚠ ${e.error}`] : []),
    `  ${formatPlayer(e.player)}`,
  ];
}

/** ":status" while the Echo listens. */
export function formatListening(l: ListeningView): string {
  const after = l.phase === 'reprompt' ? 'after the reprompt' : 'after the question';
  return `  (listening ${after}: ${formatSeconds(l.remainingMs)} left of ${formatSeconds(l.windowMs)})`;
}

/** "Started", "PauseCommandIssued", "SkillDisabled (NOT_PERSISTED)". */
function eventLabel(e: ExchangeRecord): string {
  const short = e.requestType
    .replace(/^AudioPlayer\.Playback/, '')
    .replace(/^PlaybackController\./, '')
    .replace(/^AlexaSkillEvent\./, '');
  const body = (e.request.request as { body?: { userInformationPersistenceStatus?: string } }).body;
  const persistence = body?.userInformationPersistenceStatus;
  return persistence ? `${short} (${persistence})` : short;
}

/** The skill on the account, as the Alexa app would show it. */
export function formatAccount(a: AccountView): string {
  if (a.enabled) return `  ✓ Burst Voice enabled · user ${a.userId}`;
  const next = a.disabledWith === 'PERSISTED' ? 'the same user id' : 'a new user id';
  return `  ⊘ Burst Voice disabled in the Alexa app: the Echo refuses it until :enable (${next} then) · user ${a.userId}`;
}

export function formatApiCalls(calls: readonly ApiCall[]): string[] {
  if (!calls.length) return ['  (no API calls)'];
  return calls.map(
    (c) =>
      `  ${c.call}(${c.params.map((p) => JSON.stringify(p)).join(', ')}) → ${c.outcome}${c.summary ? `, ${c.summary}` : ''} (${c.ms} ms)`,
  );
}

/**
 * Folds a long line at spaces to the terminal's width, so a sentence does not break mid-word.
 * Continuation lines line up under the text after the line's label ("  Alexa: ", "  │ ", "  ").
 */
export function wrapLine(line: string, width: number): string[] {
  if (width < 20 || line.length <= width) return [line];
  const label = /^\s*(?:Alexa(?: herself)?: |[│┌→⇄▶⏸⏹⚠✗✓⊘] )?/.exec(line)?.[0] ?? '';
  const indent = ' '.repeat(label.length);
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    const at = cut > indent.length ? cut : width;
    out.push(rest.slice(0, at).trimEnd());
    rest = indent + rest.slice(at).trimStart();
  }
  out.push(rest);
  return out;
}
