// What a playlist was built from, short enough for its AudioPlayer tokens (token.ts): the request
// the playlist can be fetched again by when the store cannot be read (issue 48). One letter for
// the kind, then its fields, URI-encoded and comma-separated (a comma is encoded inside a field).
//
// "My topics" and saved bursts live in the listener's record, which is exactly what cannot be
// read then: they go on as the playlist would after its last page, with the top stories
// (docs/listening.md, After the last page). Trending goes on as a search for its topic.
import type { PlaylistRequest, SourceType } from './types';

/** Fields longer than this (a rambling search) leave the source out: the token must stay small. */
const MAX_FIELD = 200;

export function encodeSource(r: PlaylistRequest): string | undefined {
  const f = (v: string | number) => encodeURIComponent(String(v).slice(0, MAX_FIELD));
  switch (r.kind) {
    case 'topStories':
    case 'follows':
    case 'saved':
      return 't';
    case 'category':
      return `c${f(r.playlistId)},${f(r.name)}${filterFields(r)}`;
    case 'search':
      return `s${f(r.query)}${filterFields(r)}`;
    case 'latest':
      return `l${f(r.query)}`;
    case 'source':
      return `o${r.sourceId},${f(r.sourceName)}`;
    case 'weather':
      return `w${r.stationId}`;
    case 'traffic':
      return `f${r.stationId}`;
    case 'trending':
      return `s${f(r.topic)}`;
    case 'related':
      return `r${f(r.burstId)}`;
    case 'show':
      return `h${f(r.showName)}${r.sourceId !== undefined ? `,${r.sourceId}` : ''}`;
  }
}

/** ",<since>,<p|r>" after a category or search: the time and source type the listener said. */
function filterFields(r: { since?: string; sourceType?: SourceType }): string {
  if (!r.since && !r.sourceType) return '';
  const since = r.since ? encodeURIComponent(r.since) : '';
  return `,${since}${r.sourceType ? `,${r.sourceType === 'podcast' ? 'p' : 'r'}` : ''}`;
}

function readFilters([since, type]: string[]): { since?: string; sourceType?: SourceType } {
  const at = since && !Number.isNaN(Date.parse(since)) ? { since } : {};
  return {
    ...at,
    ...(type === 'p' ? { sourceType: 'podcast' } : type === 'r' ? { sourceType: 'radio' } : {}),
  };
}

export function decodeSource(text: string): PlaylistRequest | undefined {
  const kind = text[0];
  let fields: string[];
  try {
    fields = text.slice(1).split(',').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const [a = '', b, ...more] = fields;
  const id = (v: string | undefined) => (v !== undefined && /^\d{1,12}$/.test(v) ? Number(v) : undefined);
  switch (kind) {
    case 't':
      return { kind: 'topStories' };
    case 'c':
      return a && b !== undefined
        ? { kind: 'category', playlistId: a, name: b, ...readFilters(more) }
        : undefined;
    case 's': {
      const f = readFilters(b === undefined ? [] : [b, ...more]);
      return a || f.sourceType ? { kind: 'search', query: a, ...f } : undefined;
    }
    case 'l':
      return a ? { kind: 'latest', query: a } : undefined;
    case 'o': {
      const sourceId = id(a);
      return sourceId !== undefined ? { kind: 'source', sourceId, sourceName: b ?? '' } : undefined;
    }
    case 'w':
    case 'f': {
      const stationId = id(a);
      if (stationId === undefined) return undefined;
      return { kind: kind === 'w' ? 'weather' : 'traffic', stationId };
    }
    case 'r':
      return a ? { kind: 'related', burstId: a } : undefined;
    case 'h': {
      if (!a) return undefined;
      const sourceId = id(b);
      return sourceId !== undefined ? { kind: 'show', showName: a, sourceId } : { kind: 'show', showName: a };
    }
    default:
      return undefined;
  }
}
