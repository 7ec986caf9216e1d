// AudioPlayer tokens: `bv1|<playlistId>|<absoluteIndex>|<seq>|<burstId>`, and `…|e` for the whole
// episode of that burst (it stands in the playlist at the burst's place).
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
}

const EPISODE_MARK = 'e';

export function isTokenSafeId(id: string): boolean {
  return ID_PATTERN.test(id);
}

export function encodeToken(p: TokenParts): string {
  if (!isTokenSafeId(p.playlistId) || !isTokenSafeId(p.burstId)) {
    throw new Error('token parts must be short ids');
  }
  let token = TOKEN_VERSION + SEP + p.playlistId + SEP + p.index + SEP + p.seq + SEP + p.burstId;
  if (p.episode) token += SEP + EPISODE_MARK;
  if (token.length > MAX_TOKEN_LENGTH) throw new Error('token too long');
  return token;
}

/** A foreign, malformed or too-long token decodes to undefined: "nothing of ours is playing". */
export function decodeToken(token: unknown): TokenParts | undefined {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  const parts = token.split(SEP);
  if ((parts.length !== 5 && parts.length !== 6) || parts[0] !== TOKEN_VERSION) return undefined;
  const [, playlistId, indexText, seqText, burstId, mark] = parts as [
    string,
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  if (mark !== undefined && mark !== EPISODE_MARK) return undefined;
  if (!/^\d{1,9}$/.test(indexText) || !/^\d{1,12}$/.test(seqText)) return undefined;
  if (!isTokenSafeId(playlistId) || !isTokenSafeId(burstId)) return undefined;
  // Built without spreads: every playback request decodes a token or two.
  const out: TokenParts = { playlistId, index: Number(indexText), seq: Number(seqText), burstId };
  if (mark === EPISODE_MARK) out.episode = true;
  return out;
}
