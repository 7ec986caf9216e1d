// AudioPlayer tokens: `bv1|<playlistId>|<absoluteIndex>|<seq>|<burstId>`, then optional parts:
// `e` for the whole episode of that burst (it stands in the playlist at the burst's place),
// `p<source>` for what the playlist was built from (token-source.ts) and `b<sec>.<used>` for its
// time box, so that the Echo's own token continues the playlist when the store cannot be read
// (issue 48: a NearlyFinished during a DynamoDB outage must still enqueue the next burst).
// Versioned (bv1), at most 1024 chars (Alexa's limit), unique per queue entry through `seq`
// (screen devices cache metadata per token, so a replayed burst needs a new one), and enough to
// find the item in state without any "already enqueued" flag.
import { MAX_TOKEN_LENGTH } from '../config/limits';

export const TOKEN_VERSION = 'bv1';
const SEP = '|';
/** Burst ids are 12-char alphanumerics or GUIDs; anything outside this is not ours. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export interface TokenParts {
  playlistId: string;
  index: number;
  seq: number;
  burstId: string;
  /** The token is for the burst's whole episode, not the burst. */
  episode?: true;
  /** What the playlist was built from, encoded (token-source.ts); opaque here. Read: tokenPlaylist. */
  source?: string;
  /** The playlist's time box: seconds asked for, and seconds used up to the end of this burst. */
  box?: { sec: number; usedSec: number };
}

const EPISODE_MARK = 'e';
const SOURCE_MARK = 'p';
const BOX_MARK = 'b';

export function isTokenSafeId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/**
 * `extra`: the optional parts after the place, already written (tokenExtras): the engine writes
 * a playlist's once per token without a parts object to hold them.
 */
export function encodeToken(p: TokenParts, extra = tokenExtras(p.source, p.box)): string {
  if (!isTokenSafeId(p.playlistId) || !isTokenSafeId(p.burstId)) {
    throw new Error('token parts must be short ids');
  }
  let token = TOKEN_VERSION + SEP + p.playlistId + SEP + p.index + SEP + p.seq + SEP + p.burstId;
  if (p.episode) token += SEP + EPISODE_MARK;
  if (token.length > MAX_TOKEN_LENGTH) throw new Error('token too long');
  // What continues the playlist without the store is a help, never a reason to fail: left out when long.
  return extra && token.length + extra.length <= MAX_TOKEN_LENGTH ? token + extra : token;
}

/** The source and time-box parts of a token (`|p…|b…`); '' when there are none, or not ours. */
export function tokenExtras(source: string | undefined, box?: TokenParts['box']): string {
  const s = source !== undefined && SOURCE_PATTERN.test(source) ? SEP + SOURCE_MARK + source : '';
  if (!box || !isBoxPart(box.sec) || !isBoxPart(box.usedSec)) return s;
  return s + SEP + BOX_MARK + box.sec + '.' + box.usedSec;
}

/** The extras of the commonest playlist, top stories without a time box: written once. */
export const TOP_STORIES_EXTRAS = SEP + SOURCE_MARK + 't';

/** A foreign, malformed or too-long token decodes to undefined: "nothing of ours is playing". */
export function decodeToken(token: unknown): TokenParts | undefined {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  const parts = token.split(SEP);
  if (parts.length < 5 || parts.length > 8 || parts[0] !== TOKEN_VERSION) return undefined;
  const [, playlistId, indexText, seqText, burstId] = parts as [string, string, string, string, string];
  if (!/^\d{1,9}$/.test(indexText) || !/^\d{1,12}$/.test(seqText)) return undefined;
  if (!isTokenSafeId(playlistId) || !isTokenSafeId(burstId)) return undefined;
  // Built without spreads: every playback request decodes a token or two.
  const out: TokenParts = { playlistId, index: Number(indexText), seq: Number(seqText), burstId };
  // The optional parts, in their order, each at most once; what the playlist was built from is
  // only checked here (most events never need it: tokenPlaylist reads it when one does).
  let at = 5;
  if (parts[at] === EPISODE_MARK) {
    out.episode = true;
    at++;
  }
  if (parts[at]?.startsWith(SOURCE_MARK)) {
    if (!SOURCE_PART.test(parts[at] as string)) return undefined;
    at++;
  }
  if (parts[at]?.startsWith(BOX_MARK)) {
    if (!BOX_PART.test(parts[at] as string)) return undefined;
    at++;
  }
  return at === parts.length ? out : undefined;
}

/**
 * What a token of ours says of its playlist, beyond its place in it: the source it was built from
 * (token-source.ts) and its time box. Undefined for a token that is not ours or says nothing.
 */
export function tokenPlaylist(token: unknown): Pick<TokenParts, 'source' | 'box'> | undefined {
  if (decodeToken(token) === undefined) return undefined;
  // Past the five fixed parts: an id may start with the same letter as a mark.
  const parts = (token as string).split(SEP).slice(5);
  const source = parts.find((p) => p.startsWith(SOURCE_MARK));
  const box = parts.map((p) => BOX_PART.exec(p)).find((m) => m !== null);
  if (!source) return undefined;
  const out: Pick<TokenParts, 'source' | 'box'> = { source: source.slice(1) };
  if (box) out.box = { sec: Number(box[1]), usedSec: Number(box[2]) };
  return out;
}

/** A source as token-source.ts writes it: URI-encoded fields, so never a separator. */
const SOURCE_PATTERN = /^[A-Za-z0-9%,._!~*'()-]{1,600}$/;
const SOURCE_PART = /^p[A-Za-z0-9%,._!~*'()-]{1,600}$/;
const BOX_PART = /^b(\d{1,6})\.(\d{1,7})$/;

function isBoxPart(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < 1_000_000;
}
