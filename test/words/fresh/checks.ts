// What a fresh phrasing's outcome (types.ts) means for the real skill: the checks fresh.test.ts
// makes of one turn on the local Echo, with the API simulator's request log. A phrasing is handled
// when the list of problems is empty.
import type { EmulatorTurn } from '../../../src/emulator/session';
import type { SimRequestLogEntry } from '../../../src/sim/control';
import { STATION_SEEDS } from '../../../src/sim/stations-data';
import { LOCALE_ZONES } from '../../../src/words/time';
import { localClock } from '../../helpers/local-clock';
import type { Category, FreshPhrasing, Since } from './types';

const CATEGORY_IDS: Record<Category, string> = {
  news: '0',
  business: '3',
  us: '4',
  tech: '5',
  world: '6',
  entertainment: '9',
  sport: '10',
  offbeat: '90',
  'editors-picks': '91',
};

/** Paths that fetch something to play (or that would have, had it been there). */
const CONTENT = /^\/v2\/(topstories(\/(search|category|burst|trending))?|search|intent\/\w+)$/;

/** Intents that answer a request about what plays, whatever their words. */
const NOW_PLAYING = new Set(['WhatIsPlayingIntent', 'AboutShowIntent', 'AboutStationIntent']);

const DAY = 86_400_000;

/** Words of a subject as a search may carry them: no articles, no plural s, no "news". */
export function subjectWords(s: string): string[] {
  return s
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !['the', 'a', 'an', 'news', 'of', 'and', 'on', 'about'].includes(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}
const sameSubject = (a: string, b: string) => subjectWords(a).join(' ') === subjectWords(b).join(' ');

export interface TurnFacts {
  readonly turn: EmulatorTurn;
  /** The simulator's log of this turn's calls. */
  readonly calls: readonly SimRequestLogEntry[];
  readonly now: number;
}

export function problemsOf(p: FreshPhrasing, f: TurnFacts): string[] {
  const { turn, calls } = f;
  if (turn.alexa) return [`never reached the skill: ${turn.alexa.note}`];
  const problems: string[] = [];
  if (turn.error) problems.push(`the reply failed: ${turn.error}`);
  const r = turn.resolution;
  const intent = r?.kind === 'intent' ? r.intent : (r?.kind ?? '');
  const speech = turn.speech ?? '';
  const started = turn.exchanges.some((x) =>
    (x.reply.response?.directives ?? []).some((d) => d.type === 'AudioPlayer.Play'),
  );
  const content = calls.filter((c) => CONTENT.test(c.path));
  const notFound =
    /couldn't find|could not find|don't have any|no bursts|nothing to play|nothing new from/i.test(speech);
  if (!speech && !started) problems.push('nothing was said and nothing plays');
  if (/\bcalled\b|\bDid you mean\b/.test(speech) && p.expect.do !== 'play-station')
    problems.push('the words were taken for the name of a station or podcast');
  if (intent === 'AMAZON.FallbackIntent') problems.push('the fallback');
  const needIntent = (allowed: readonly string[]) => {
    if (!allowed.includes(intent))
      problems.push(`resolved to ${intent || 'nothing'}, not ${allowed.join(' or ')}`);
  };
  const needBox = (minutes: number | undefined) => {
    // Nothing plays when nothing was found (said so): there is nothing to fit.
    if (minutes === undefined || (!started && notFound)) return;
    const box = turn.player.timeBoxSec;
    const want = minutes * 60;
    if (box === undefined || Math.abs(box - want) > Math.max(60, want / 3))
      problems.push(`fitted to ${box ?? 'no'} seconds, not about ${want}`);
  };
  const needSince = (c: SimRequestLogEntry | undefined, since: Since | undefined) => {
    if (!c) return;
    const from = c.query.fromDate;
    if (!since) {
      if (from !== undefined) problems.push(`a time filter ${from} nobody asked for`);
      return;
    }
    // Today's news is what the news is: the top stories need no filter for it.
    if (from === undefined && since === 'today' && p.expect.do === 'play-news' && !p.expect.category) return;
    if (from === undefined) return void problems.push(`no time filter for "${since}"`);
    if (!sinceFits(Date.parse(from), since, p.locale, f.now)) problems.push(`from ${from} is not "${since}"`);
  };
  const e = p.expect;
  switch (e.do) {
    case 'play-news': {
      const id = CATEGORY_IDS[e.category ?? 'news'];
      const c = content.find((x) =>
        id === '0'
          ? x.path === '/v2/topstories' || (x.path === '/v2/topstories/category' && x.query.category === '0')
          : x.path === '/v2/topstories/category' && x.query.category === id,
      );
      if (!c) problems.push(`no call for the ${e.category ?? 'news'} playlist`);
      else if (!started && !notFound) problems.push('no stream started');
      needSince(c, e.since);
      needBox(e.minutes);
      break;
    }
    case 'play-about': {
      const c = content.find(
        (x) =>
          x.query.q !== undefined &&
          sameSubject(x.query.q, e.about) &&
          (!e.podcasts || x.query.sourceType === 'podcast'),
      );
      // A subject that names a playlist ("science") may play it.
      const playlist = content.find((x) => x.path === '/v2/topstories/category');
      if (!c && !playlist)
        problems.push(
          `no search for "${e.about}"${e.podcasts ? ' in podcasts' : ''}: ${content.map((x) => `${x.path}?q=${x.query.q ?? ''}`).join(' ; ') || 'no call'}`,
        );
      if (!started && !notFound) problems.push('no stream started and no honest answer');
      needSince(c ?? playlist, e.since);
      needBox(e.minutes);
      break;
    }
    case 'play-station': {
      const seed = STATION_SEEDS.find((s) => sameSubject(s.name, e.station));
      const show = STATION_SEEDS.flatMap((s) => s.shows).find((s) => sameSubject(s.name, e.station));
      const ok = calls.some(
        (x) =>
          (seed && x.query.sourceId === String(seed.id)) ||
          (show && x.query.show !== undefined && sameSubject(x.query.show, show.name)),
      );
      if (!ok) problems.push(`nothing from ${e.station}`);
      if (!started) problems.push('no stream started');
      break;
    }
    case 'play-local':
      if (!/local/i.test(speech) && !started) problems.push('neither local news nor the question');
      if (content.some((x) => x.query.q !== undefined)) problems.push('a search was made');
      break;
    case 'weather':
    case 'traffic':
      if (
        !calls.some((x) => x.path === `/v2/intent/${e.do}`) &&
        !new RegExp(`${e.do}|local|station`, 'i').test(speech)
      )
        problems.push(`no ${e.do}`);
      if (content.some((x) => x.query.q !== undefined)) problems.push('a search was made');
      break;
    case 'trending':
      // The intent, or free words the chain took as what is popular: trending plays either way.
      if (intent !== 'TrendingIntent' && !/^Trending now/.test(speech))
        problems.push(`resolved to ${intent}, and nothing trending was played`);
      break;
    case 'surprise':
      if (content.some((x) => x.query.q !== undefined)) problems.push('a search was made');
      if (!started) problems.push('no stream started');
      break;
    case 'more-like-this':
      // The intent, or free words the chain took as "like this": the related call either way.
      if (intent !== 'PlayRelatedIntent' && !calls.some((x) => x.path === '/v2/topstories/burst'))
        problems.push(`resolved to ${intent}, and nothing related was fetched`);
      break;
    case 'whats-playing':
      if (!NOW_PLAYING.has(intent) && !/^(This is|You're listening to) /.test(speech))
        problems.push(`resolved to ${intent}, not a question about what plays`);
      break;
    case 'time-left':
      needIntent(['TimeLeftIntent']);
      break;
    case 'follow':
      needIntent(['FollowIntent']);
      if (!/follow/i.test(speech) || /already|don't|not following/i.test(speech))
        problems.push('no follow was confirmed');
      else if (!subjectWords(e.topic).every((w) => subjectWords(speech).includes(w)))
        problems.push(`"${e.topic}" was not what was followed`);
      break;
    case 'unfollow':
      needIntent(['UnfollowIntent']);
      if (!/no longer following/i.test(speech)) problems.push('no unfollow was confirmed');
      break;
    case 'list-follows':
      needIntent(['ListFollowsIntent']);
      break;
    case 'play-follows':
      // Said in free words ("the stuff I follow"), the chain plays them too: its answer says so.
      if (!/what you follow/.test(speech)) needIntent(['PlayFollowsIntent', 'SurpriseIntent']);
      needBox(e.minutes);
      break;
    case 'notify':
      needIntent(['NotifyIntent']);
      break;
    case 'save':
      needIntent(['SaveBurstIntent']);
      break;
    case 'play-saved':
      if (intent !== 'PlaySavedIntent' && !/saved bursts/.test(speech))
        problems.push(`resolved to ${intent}, and the saved bursts were not played`);
      break;
    case 'decline':
      // Music: said honestly; a musician named alone may then have talk about them searched
      // (issue 50 plays "taylor swift" as a search), another content call is a miss.
      if (content.some((x) => !(e.reason === 'music' && /music/i.test(speech) && x.query.q !== undefined)))
        problems.push('a content call was made');
      if (e.reason === 'music' && !/music/i.test(speech)) problems.push('music was not declined');
      if (e.reason === 'language' && !/English/.test(speech)) problems.push('the language was not declined');
      break;
  }
  return problems;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * Whether a start of `from` fits what the listener said, in the locale's zone: the start of the
 * named day (or its evening, for "last night"); a week or the week's start; two to four days back
 * for "the last few days"; Friday evening to Saturday's start for the weekend.
 */
export function sinceFits(from: number, since: Since, locale: string, now: number): boolean {
  if (Number.isNaN(from) || from > now) return false;
  const zone = LOCALE_ZONES[locale] ?? 'UTC';
  const at = localClock(from, zone);
  const today = localClock(now, zone);
  const daysBack = Math.round(
    (Date.UTC(today.y, today.m - 1, today.d) - Date.UTC(at.y, at.m - 1, at.d)) / DAY,
  );
  const midnight = at.h === 0 && at.min === 0;
  const todayIdx = WEEKDAYS.findIndex((w) => w.startsWith(today.wd.toLowerCase()));
  switch (since) {
    case 'today':
    case 'this morning':
      return daysBack === 0 && (midnight || since === 'this morning');
    case 'yesterday':
      return daysBack === 1 && midnight;
    case 'last night':
      return (daysBack === 1 && at.h >= 17) || (daysBack === 1 && midnight) || (daysBack === 0 && midnight);
    case 'this week':
      return now - from <= 7 * DAY + 3_600_000 && now - from >= DAY;
    case 'last few days':
      return daysBack >= 2 && daysBack <= 4;
    case 'weekend': {
      const sat = (todayIdx + 1) % 7 || 7; // days back to the last Saturday
      return (daysBack === sat && midnight) || (daysBack === sat + 1 && at.h >= 17);
    }
    default: {
      const want = WEEKDAYS.indexOf(since);
      const back = (todayIdx - want + 7) % 7;
      return midnight && (daysBack === back || daysBack === back + 7);
    }
  }
}
