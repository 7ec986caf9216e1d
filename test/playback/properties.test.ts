// Property-based tests (fast-check): any sequence of AudioPlayer events and listener commands,
// with tokens the engine issued, garbage or nothing, keeps the engine's invariants.
import fc from 'fast-check';
import { MAX_TOKEN_LENGTH } from '../../src/config/limits';
import { toDirectives } from '../../src/playback/directives';
import {
  appendPage,
  currentItem,
  initialState,
  markPageFetchFailed,
  next,
  onPlaybackFailed,
  onPlaybackFinished,
  onPlaybackNearlyFinished,
  onPlaybackStarted,
  onPlaybackStopped,
  pause,
  previous,
  resolveToken,
  resume,
  setLoop,
  setShuffle,
  startOver,
  startPlaylist,
  stop,
  type LoadedPage,
} from '../../src/playback/engine';
import { decodeToken, encodeToken } from '../../src/playback/token';
import type { Decision, PlaybackState, QueueItem } from '../../src/playback/types';
import { item, T0, TOP } from './fixtures';

type Garbage = 'string' | 'long' | 'version' | 'otherPlaylist' | 'outside' | 'mismatch';
type TokenPick =
  | { kind: 'issued'; k: number }
  | { kind: 'latest' }
  | { kind: 'current' }
  | { kind: 'none' }
  | { kind: 'garbage'; g: Garbage; s: string };
interface PageSpec {
  ids: number[];
  more: boolean;
}
type Op =
  | { op: 'started' | 'stopped' | 'pause' | 'stop'; t: TokenPick; offset: number }
  | { op: 'nf' | 'finished' | 'failed' | 'next' | 'previous' | 'startOver'; t: TokenPick }
  | { op: 'resume' | 'pageFailed' }
  | { op: 'loop'; on: boolean; t: TokenPick }
  | { op: 'shuffle'; on: boolean; t: TokenPick; seed: number }
  | { op: 'append' | 'start'; page: PageSpec };

const EVENT_OPS = new Set(['started', 'stopped', 'nf', 'finished', 'failed']);

const tokenPick: fc.Arbitrary<TokenPick> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<TokenPick>({ kind: 'latest' }) },
  { weight: 2, arbitrary: fc.constant<TokenPick>({ kind: 'current' }) },
  { weight: 3, arbitrary: fc.nat({ max: 1000 }).map<TokenPick>((k) => ({ kind: 'issued', k })) },
  { weight: 1, arbitrary: fc.constant<TokenPick>({ kind: 'none' }) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        g: fc.constantFrom<Garbage>('string', 'long', 'version', 'otherPlaylist', 'outside', 'mismatch'),
        s: fc.string({ maxLength: 30 }),
      })
      .map<TokenPick>(({ g, s }) => ({ kind: 'garbage', g, s })),
  },
);

const pageSpec: fc.Arbitrary<PageSpec> = fc.record({
  ids: fc.array(fc.nat({ max: 14 }), { maxLength: 7 }),
  more: fc.boolean(),
});
const offset = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: -1000, max: 3_600_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(NaN, Infinity, -Infinity, 0.5) },
);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constantFrom('started' as const, 'stopped' as const), t: tokenPick, offset }),
  fc.record({ op: fc.constantFrom('pause' as const, 'stop' as const), t: tokenPick, offset }),
  fc.record({
    op: fc.constantFrom('nf' as const, 'finished' as const, 'failed' as const),
    t: tokenPick,
  }),
  fc.record({
    op: fc.constantFrom('next' as const, 'previous' as const, 'startOver' as const),
    t: tokenPick,
  }),
  fc.record({ op: fc.constantFrom('resume' as const, 'pageFailed' as const) }),
  fc.record({ op: fc.constant('loop' as const), on: fc.boolean(), t: tokenPick }),
  fc.record({ op: fc.constant('shuffle' as const), on: fc.boolean(), t: tokenPick, seed: fc.nat() }),
  fc.record({ op: fc.constantFrom('append' as const, 'start' as const), page: pageSpec }),
);

let pageCounter = 0;
function toPage(spec: PageSpec): LoadedPage {
  const items: QueueItem[] = spec.ids.map((n) => item(`b${n}`, { n }));
  return { items, ...(spec.more ? { nextPage: `https://api.example.com/p/${++pageCounter}` } : {}) };
}

/** The token an op carries, resolved against what was issued and the current state. */
function pickToken(p: TokenPick, issued: string[], s: PlaybackState): unknown {
  const pl = s.playlist;
  switch (p.kind) {
    case 'none':
      return undefined;
    case 'latest':
      return issued[issued.length - 1];
    case 'current':
      return s.token;
    case 'issued':
      return issued.length ? issued[p.k % issued.length] : undefined;
    case 'garbage':
      switch (p.g) {
        case 'string':
          return p.s;
        case 'long':
          return `bv1|${'x'.repeat(2000)}`;
        case 'version':
          return (issued[issued.length - 1] ?? 'bv1|p|0|1|b0').replace(/^bv1/, 'bv2');
        case 'otherPlaylist':
          return encodeToken({ playlistId: 'zzOTHERzz', index: s.index, seq: 1, burstId: 'b1' });
        case 'outside':
          return encodeToken({
            playlistId: pl?.id ?? 'p',
            index: (pl ? pl.base + pl.items.length : 0) + 3,
            seq: 1,
            burstId: 'b1',
          });
        case 'mismatch':
          return encodeToken({ playlistId: pl?.id ?? 'p', index: s.index, seq: 1, burstId: 'NOTLOADED' });
      }
  }
}

function apply(s: PlaybackState, op: Op, token: unknown, now: number): Decision {
  switch (op.op) {
    case 'started':
      return onPlaybackStarted(s, token, op.offset, now);
    case 'stopped':
      return onPlaybackStopped(s, token, op.offset, now);
    case 'nf':
      return onPlaybackNearlyFinished(s, token, now);
    case 'finished':
      return onPlaybackFinished(s, token, now);
    case 'failed':
      return onPlaybackFailed(s, token, now);
    case 'next':
      return next(s, token, now);
    case 'previous':
      return previous(s, token, now);
    case 'startOver':
      return startOver(s, token, now);
    case 'resume':
      return resume(s, now);
    case 'pause':
      return pause(s, token, op.offset, now);
    case 'stop':
      return stop(s, token, op.offset, now);
    case 'loop':
      return setLoop(s, op.on, token, now);
    case 'shuffle':
      return setShuffle(s, op.on, token, now, op.seed);
    case 'pageFailed':
      return { state: markPageFetchFailed(s, now), commands: [], outcome: 'recorded' };
    case 'append':
      return { state: appendPage(s, toPage(op.page), now), commands: [], outcome: 'recorded' };
    case 'start':
      return startPlaylist(s, TOP, toPage(op.page), now);
  }
}

/** The item a successor decision moves on from, when the op is one. */
function predecessor(
  before: PlaybackState,
  after: PlaybackState,
  op: Op,
  token: unknown,
): QueueItem | undefined {
  if (op.op === 'nf' || op.op === 'failed') return resolveToken(before, token)?.item;
  if (op.op === 'next') return currentItem(before, token)?.item;
  if (op.op === 'loop' || op.op === 'shuffle') return resolveToken(after, token)?.item;
  return undefined;
}

function checkStep(before: PlaybackState, op: Op, token: unknown, d: Decision, issued: Set<string>): void {
  const after = d.state;
  const pl = after.playlist;

  // Foreign ⟺ the token names nothing in the state (for AudioPlayer events).
  if (EVENT_OPS.has(op.op)) {
    const ours = resolveToken(before, token) !== undefined;
    expect(d.outcome === 'foreign').toBe(!ours);
    if (!ours) {
      expect(d.state).toBe(before);
      expect(d.commands).toEqual([]);
    }
    const tk = op as { t: TokenPick };
    if (tk.t.kind === 'garbage' || tk.t.kind === 'none') expect(d.outcome).toBe('foreign');
  }

  // Every Play is valid for the device and names an item of the state it comes with.
  expect(() => toDirectives(d.commands)).not.toThrow();
  for (const c of d.commands) {
    if (c.type !== 'play') continue;
    expect(c.item.audioUrl.startsWith('https://')).toBe(true);
    expect(c.token.length).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
    expect(decodeToken(c.token)).toBeDefined();
    expect(resolveToken(after, c.token)?.item).toEqual(c.item);
    // An ENQUEUE may take tokenSeq + 1 without storing it; a command stores what it takes.
    const slack = c.behavior === 'ENQUEUE' ? 1 : 0;
    expect(decodeToken(c.token)?.seq ?? Infinity).toBeLessThanOrEqual(after.tokenSeq + slack);
    if (c.behavior === 'ENQUEUE') {
      expect(op.op).toBe('nf');
      expect(c.expectedPreviousToken).toBe(token);
    } else {
      expect(c).not.toHaveProperty('expectedPreviousToken');
      // A Play that replaces the queue always gets a token never issued before.
      expect(issued.has(c.token)).toBe(false);
    }
    // No burst twice in a row, unless a one-item playlist loops.
    const prev = predecessor(before, after, op, token);
    if (prev && !(pl?.loop && pl.items.length === 1)) expect(c.item.burstId).not.toBe(prev.burstId);
  }

  if (pl && pl.items.length > 0) {
    expect(after.index).toBeGreaterThanOrEqual(pl.base);
    expect(after.index).toBeLessThan(pl.base + pl.items.length);
  }
  expect(after.tokenSeq).toBeGreaterThanOrEqual(before.tokenSeq);
  expect(JSON.parse(JSON.stringify(after))).toStrictEqual(after);
}

describe('playback engine properties', () => {
  it('keeps its invariants under any sequence of events and commands', () => {
    fc.assert(
      fc.property(pageSpec, fc.array(opArb, { maxLength: 60 }), (first, ops) => {
        const issued: string[] = [];
        const issuedSet = new Set<string>();
        let state = initialState(T0);
        const all: Op[] = [{ op: 'start', page: { ...first, ids: [0, ...first.ids] } }, ...ops];
        all.forEach((op, step) => {
          const now = T0 + (step + 1) * 1000;
          const token = 't' in op ? pickToken(op.t, issued, state) : undefined;
          const d = apply(state, op, token, now);
          checkStep(state, op, token, d, issuedSet);
          for (const c of d.commands) {
            if (c.type === 'play') {
              issued.push(c.token);
              issuedSet.add(c.token);
            }
          }
          state = d.state;
        });
      }),
      { numRuns: 200 },
    );
  });

  it('a playlist played to its end through the device loop visits every item once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.nat({ max: 200 }), { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 4,
        }),
        (pages) => {
          const specs = pages.map((ids, i) => toPage({ ids, more: i < pages.length - 1 }));
          let d = startPlaylist(initialState(T0), TOP, specs[0] as LoadedPage, T0);
          let token = (d.commands[0] as { token: string }).token;
          let state = d.state;
          const heard: string[] = [];
          let nextPageIndex = 1;
          for (let step = 0; step < 100; step++) {
            state = onPlaybackStarted(state, token, 0, T0 + step).state;
            heard.push(resolveToken(state, token)?.item.burstId ?? '?');
            d = onPlaybackNearlyFinished(state, token, T0 + step);
            // A page made only of duplicates adds nothing: the engine then asks for the next one.
            while (d.outcome === 'needs-page') {
              state = appendPage(d.state, specs[nextPageIndex++] as LoadedPage, T0 + step);
              d = onPlaybackNearlyFinished(state, token, T0 + step);
            }
            if (d.outcome === 'ended') break;
            expect(d.outcome).toBe('play');
            state = d.state;
            token = (d.commands[0] as { token: string }).token;
          }
          // Pages are deduplicated against what is loaded and what was heard.
          const expected = [...new Set(pages.flat())].map((n) => `b${n}`);
          expect(heard).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});
