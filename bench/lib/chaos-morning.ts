// The listeners of `npm run proof:chaos`: each account's morning on one Echo (open the skill,
// follow a topic, play bursts to their end, save the one playing, pause), the same accounts on
// another Echo while the store is out, and the check afterwards on yet other Echos of the account
// (what do I follow, how many saved bursts and which, resume). Everything is measured as the
// listener meets it: what the skill said, what the Echo played, and how long each reply took.
import type { ResponseEnvelope } from 'ask-sdk-model';
import {
  DeviceRejection,
  EchoDevice,
  type Activity,
  type Invoke,
  type Turn,
} from '../../src/emulator/device';
import { decodeToken } from '../../src/playback/token';
import {
  apologised,
  confirmedFollow,
  confirmedSave,
  followsListed,
  genericErrorSaid,
  plain,
  saidNothingToSave,
  savedCount,
} from './chaos-speech';

/** Alexa drops a reply that takes longer (ALEXA_REPLY_LIMIT_MS). */
export const REPLY_LIMIT_MS = 8000;
/** Bursts played to their end in the morning: before the save, then after it. */
export const MORNING_BURSTS = [3, 3] as const;
/** Bursts the outage Echo tries to play through. */
export const OUTAGE_BURSTS = 3;
/** A listener met by silence opens the skill again, at most this often per Echo. */
export const MAX_RELAUNCHES = 2;
/** Saved bursts played through on the check Echo, at most. */
const MAX_SAVED_PLAYED = 10;

export interface Tally {
  invokes: number;
  over8s: number;
  maxReplyMs: number;
  /** The skill threw or gave no reply at all (Alexa: "There was a problem with the requested skill's response"). */
  noReply: number;
  /** Replies the Echo refused (reply-rules.ts). */
  refused: number;
  /** "I couldn't save that just now…" (store_unavailable), where the skill has that sentence. */
  apologies: number;
  /** "Sorry, something went wrong." */
  genericErrors: number;
  mornings: number;
  morningsStopped: number;
  /** PlaybackNearlyFinished answered with nothing next, in the mornings. */
  stopEvents: number;
  outageMornings: number;
  outageStopped: number;
  outageStopEvents: number;
  relaunches: number;
  followsConfirmed: number;
  followsLost: number;
  outageFollowsConfirmed: number;
  outageFollowsLost: number;
  savesConfirmed: number;
  savesLost: number;
  /** Saved bursts the listener never asked to save (the save stored another burst). */
  savesWrong: number;
  /** "There's nothing playing to save" said while a burst played. */
  saveNothing: number;
  twice: number;
  skipped: number;
  /** The first burst after reopening the skill (playback had stopped dead) was one already heard. */
  replayedAfterReopen: number;
  resumeChecked: number;
  /** "Resume" on another Echo that did not go on with the burst paused in the morning. */
  resumeElsewhere: number;
  /** Check answers the tool could not read (a failed check request or an unknown sentence). */
  uncheckable: number;
  problems: string[];
}

export function newTally(): Tally {
  return {
    invokes: 0,
    over8s: 0,
    maxReplyMs: 0,
    noReply: 0,
    refused: 0,
    apologies: 0,
    genericErrors: 0,
    mornings: 0,
    morningsStopped: 0,
    stopEvents: 0,
    outageMornings: 0,
    outageStopped: 0,
    outageStopEvents: 0,
    relaunches: 0,
    followsConfirmed: 0,
    followsLost: 0,
    outageFollowsConfirmed: 0,
    outageFollowsLost: 0,
    savesConfirmed: 0,
    savesLost: 0,
    savesWrong: 0,
    saveNothing: 0,
    twice: 0,
    skipped: 0,
    replayedAfterReopen: 0,
    resumeChecked: 0,
    resumeElsewhere: 0,
    uncheckable: 0,
    problems: [],
  };
}

export interface Account {
  index: number;
  userId: string;
  topic: string;
  topic2: string;
  /** Follow names the skill confirmed, and when. */
  follows: Array<{ name: string; outage: boolean }>;
  /** Bursts the Echo was playing when the listener said "save this", and those the skill confirmed. */
  askedSaves: string[];
  confirmedSaves: string[];
  /** The burst the morning Echo held when it was paused. */
  pausedBurst?: string;
}

/** What one spoken step or device event needs from the run. */
export interface Run {
  tally: Tally;
  /** Sends to skill process `i` (the processes are the containers of one function). */
  send(i: number, env: Parameters<Invoke>[0]): Promise<ResponseEnvelope>;
  label: string;
}

/**
 * An Echo of `account` whose requests go to the skill processes in turn, as Lambda spreads one
 * device's requests over its containers; every reply is timed and read for apologies.
 */
export function echoOf(run: Run, account: Account, device: string): EchoDevice {
  let turn = account.index;
  const invoke: Invoke = async (env) => {
    const t0 = performance.now();
    const tally = run.tally;
    tally.invokes++;
    try {
      const reply = await run.send(turn++, env);
      const speech = plain(
        reply?.response?.outputSpeech && 'ssml' in reply.response.outputSpeech
          ? reply.response.outputSpeech.ssml
          : undefined,
      );
      if (apologised(speech)) tally.apologies++;
      if (genericErrorSaid(speech)) tally.genericErrors++;
      return reply;
    } catch (e) {
      tally.noReply++;
      throw e;
    } finally {
      const ms = performance.now() - t0;
      tally.maxReplyMs = Math.max(tally.maxReplyMs, ms);
      if (ms > REPLY_LIMIT_MS) {
        tally.over8s++;
        run.tally.problems.push(
          `${run.label}, listener ${account.index}: ${env.request.type} took ${Math.round(ms)} ms`,
        );
      }
    }
  };
  return new EchoDevice(invoke, { userId: account.userId, deviceId: `amzn1.ask.device.CHAOS-${device}` });
}

/** One spoken request or device event; a refused reply or a failed invoke is counted, not thrown. */
async function step(run: Run, what: () => Promise<Turn>): Promise<Turn | undefined> {
  try {
    return await what();
  } catch (e) {
    if (e instanceof DeviceRejection) {
      run.tally.refused++;
      run.tally.problems.push(`${run.label}: refused reply: ${e.message}`);
    }
    return undefined;
  }
}

/** Read afresh after a request (TypeScript would keep a narrowing from before it). */
const activityOf = (echo: EchoDevice): Activity => echo.activity;

const playingBurst = (echo: EchoDevice) => decodeToken(echo.current?.token)?.burstId;

function enqueues(reply: ResponseEnvelope | undefined): boolean {
  return (reply?.response?.directives ?? []).some(
    (d) => d.type === 'AudioPlayer.Play' && (d as { playBehavior?: string }).playBehavior === 'ENQUEUE',
  );
}

interface PlayLog {
  relaunches: number;
  stopEvents: number;
  /** Where in the Echo's history the listener opened the skill again after silence. */
  reopenedAt: number[];
}

const newLog = (): PlayLog => ({ relaunches: 0, stopEvents: 0, reopenedAt: [] });

/** Something is playing, or the listener opens the skill again (a bounded number of times). */
async function ensurePlaying(run: Run, echo: EchoDevice, log: PlayLog): Promise<boolean> {
  while (echo.activity !== 'PLAYING' && log.relaunches < MAX_RELAUNCHES) {
    log.relaunches++;
    log.reopenedAt.push(echo.history.length);
    run.tally.relaunches++;
    await step(run, () => echo.launch());
  }
  return echo.activity === 'PLAYING';
}

/**
 * Plays `bursts` bursts to their end as an Echo does: PlaybackNearlyFinished (the skill must
 * enqueue the next one: the catalogue has plenty), then PlaybackFinished and the next Started.
 */
async function playOn(run: Run, echo: EchoDevice, bursts: number, log: PlayLog): Promise<void> {
  for (let i = 0; i < bursts; i++) {
    if (!(await ensurePlaying(run, echo, log))) return;
    const nf = await step(run, () => echo.nearlyFinished());
    // Nothing queued next: the Echo falls silent when this burst ends.
    if (echo.queue.length === 0) {
      log.stopEvents++;
      if (enqueues(nf?.reply)) run.tally.problems.push(`${run.label}: an ENQUEUE the Echo ignored`);
    }
    if (echo.activity !== 'PLAYING') continue;
    await step(run, () => echo.finish());
  }
}

/** What the Echo sent, for a finding: request types with the token's playlist index, and what was queued. */
function trail(echo: EchoDevice): string {
  return echo.history
    .map((x) => {
      const r = x.request.request as { type: string; token?: string; intent?: { name?: string } };
      const at = decodeToken(r.token ?? x.request.context?.AudioPlayer?.token);
      const what = r.intent?.name ?? r.type.replace('AudioPlayer.Playback', '');
      const plays = (x.reply?.response?.directives ?? [])
        .filter((d) => d.type === 'AudioPlayer.Play')
        .map((d) => {
          const p = d as { playBehavior?: string; audioItem?: { stream?: { token?: string } } };
          return `${p.playBehavior === 'ENQUEUE' ? '+' : '>'}${decodeToken(p.audioItem?.stream?.token)?.index ?? '?'}`;
        });
      return `${what}${at ? `@${at.playlistId.slice(0, 4)}#${at.index}` : ''}${plays.length ? `[${plays.join(',')}]` : ''}`;
    })
    .join(' ');
}

/**
 * Heard twice (the same burst started from its beginning again) and skipped (an index jumped by
 * more than one within a playlist). The first burst after the listener reopened the skill because
 * playback had stopped dead is the stop's consequence, already counted: a repeat there is counted
 * apart (replayedAfterReopen), and no skip is measured across the reopening.
 */
function countRepeats(run: Run, account: Account, echo: EchoDevice, log: PlayLog): void {
  const seen = new Set<string>();
  let prev: { playlistId: string; index: number } | undefined;
  const reopened = [...log.reopenedAt];
  for (const [i, x] of echo.history.entries()) {
    if (x.requestType !== 'AudioPlayer.PlaybackStarted') continue;
    const req = x.request.request as { token?: string; offsetInMilliseconds?: number };
    const parts = decodeToken(req.token);
    if (!parts) continue;
    const afterReopen = reopened.length > 0 && i >= (reopened[0] as number);
    while (reopened.length > 0 && i >= (reopened[0] as number)) reopened.shift();
    if (afterReopen) {
      if (seen.has(parts.burstId)) run.tally.replayedAfterReopen++;
      seen.add(parts.burstId);
      prev = { playlistId: parts.playlistId, index: parts.index };
      continue;
    }
    if (seen.has(parts.burstId) && (req.offsetInMilliseconds ?? 0) === 0) {
      run.tally.twice++;
      run.tally.problems.push(
        `${run.label}, listener ${account.index}: burst ${parts.burstId} started twice: ${trail(echo)}`,
      );
    }
    seen.add(parts.burstId);
    if (prev && prev.playlistId === parts.playlistId && parts.index > prev.index + 1) {
      run.tally.skipped++;
      run.tally.problems.push(
        `${run.label}, listener ${account.index}: skipped from index ${prev.index} to ${parts.index}: ${trail(echo)}`,
      );
    }
    prev = { playlistId: parts.playlistId, index: parts.index };
  }
}

async function follow(run: Run, echo: EchoDevice, account: Account, topic: string, outage: boolean) {
  const turn = await step(run, () => echo.intent('FollowIntent', { topic }));
  const name = turn ? confirmedFollow(plain(turn.speech)) : undefined;
  if (name === undefined) return;
  account.follows.push({ name, outage });
  if (outage) run.tally.outageFollowsConfirmed++;
  else run.tally.followsConfirmed++;
}

async function pause(run: Run, echo: EchoDevice): Promise<string | undefined> {
  if (echo.activity !== 'PLAYING') return undefined;
  const burst = playingBurst(echo);
  await step(run, () => echo.intent('AMAZON.PauseIntent'));
  return activityOf(echo) === 'STOPPED' ? burst : undefined;
}

/** The morning on the account's first Echo, with the store misbehaving now and then. */
export async function morning(run: Run, account: Account): Promise<void> {
  const echo = echoOf(run, account, `KITCHEN-${account.index}`);
  const log = newLog();
  run.tally.mornings++;
  await step(run, () => echo.launch());
  await follow(run, echo, account, account.topic, false);
  await playOn(run, echo, MORNING_BURSTS[0], log);
  if (await ensurePlaying(run, echo, log)) {
    const burst = playingBurst(echo);
    const turn = await step(run, () => echo.intent('SaveBurstIntent'));
    const said = plain(turn?.speech);
    if (burst) account.askedSaves.push(burst);
    if (burst && confirmedSave(said)) {
      account.confirmedSaves.push(burst);
      run.tally.savesConfirmed++;
    }
    if (saidNothingToSave(said)) run.tally.saveNothing++;
  }
  await playOn(run, echo, MORNING_BURSTS[1], log);
  const paused = await pause(run, echo);
  if (paused) account.pausedBurst = paused;
  run.tally.stopEvents += log.stopEvents;
  if (log.stopEvents > 0) run.tally.morningsStopped++;
  countRepeats(run, account, echo, log);
}

/** The same account on another Echo while the store refuses every connection. */
export async function outageMorning(run: Run, account: Account): Promise<void> {
  const echo = echoOf(run, account, `BEDROOM-${account.index}`);
  const log = newLog();
  run.tally.outageMornings++;
  await step(run, () => echo.launch());
  await playOn(run, echo, OUTAGE_BURSTS, log);
  await follow(run, echo, account, account.topic2, true);
  await pause(run, echo);
  run.tally.outageStopEvents += log.stopEvents;
  if (log.stopEvents > 0) run.tally.outageStopped++;
  countRepeats(run, account, echo, log);
}

/**
 * Afterwards, with the store healthy: "resume" on a third Echo (it should go on with the burst
 * paused in the morning), then on a fourth "what do I follow", "how many saved bursts" and "play
 * my saved bursts", played through to read every saved burst's id from its token.
 */
export async function check(run: Run, account: Account): Promise<void> {
  const t = run.tally;
  const who = `${run.label}, listener ${account.index}`;
  const office = echoOf(run, account, `OFFICE-${account.index}`);
  if (account.pausedBurst) {
    t.resumeChecked++;
    await step(run, () => office.intent('AMAZON.ResumeIntent'));
    const resumed = playingBurst(office);
    if (resumed !== account.pausedBurst) {
      t.resumeElsewhere++;
      t.problems.push(`${who}: resume played ${resumed ?? 'nothing'}, paused on ${account.pausedBurst}`);
    }
    await pause(run, office);
  }

  const phone = echoOf(run, account, `CHECK-${account.index}`);
  const list = await step(run, () => phone.intent('ListFollowsIntent'));
  const listSpeech = plain(list?.speech);
  const candidates = [account.topic, account.topic2, ...account.follows.map((f) => f.name)];
  const named = list ? followsListed(listSpeech, candidates) : undefined;
  if (named === undefined) {
    t.uncheckable++;
    t.problems.push(`${who}: could not read the follows answer: "${listSpeech}"`);
  } else {
    for (const f of account.follows) {
      if (named.includes(f.name)) continue;
      if (f.outage) t.outageFollowsLost++;
      else t.followsLost++;
      t.problems.push(
        `${who}: "${f.name}" confirmed${f.outage ? ' during the outage' : ''}, absent later: "${listSpeech}"`,
      );
    }
  }

  const countTurn = await step(run, () => phone.intent('CountSavedIntent'));
  const count = countTurn ? savedCount(plain(countTurn.speech)) : undefined;
  const saved: string[] = [];
  if (count === undefined) {
    t.uncheckable++;
    t.problems.push(`${who}: could not read the saved count: "${plain(countTurn?.speech)}"`);
  } else if (count > 0) {
    await step(run, () => phone.intent('PlaySavedIntent'));
    for (let i = 0; i < MAX_SAVED_PLAYED && phone.activity === 'PLAYING'; i++) {
      const b = playingBurst(phone);
      if (b && !saved.includes(b)) saved.push(b);
      if (saved.length >= count) break;
      await step(run, () => phone.playToEnd());
    }
    if (saved.length !== count) {
      t.uncheckable++;
      t.problems.push(`${who}: ${count} saved bursts said, ${saved.length} played`);
    }
    await pause(run, phone);
  }
  if (count !== undefined) {
    for (const b of account.confirmedSaves) {
      if (saved.includes(b)) continue;
      t.savesLost++;
      t.problems.push(`${who}: "Saved." for ${b}, later saved: [${saved.join(', ')}]`);
    }
    for (const b of saved) {
      if (account.askedSaves.includes(b)) continue;
      t.savesWrong++;
      t.problems.push(`${who}: ${b} is saved, asked to save [${account.askedSaves.join(', ')}]`);
    }
  }
}
