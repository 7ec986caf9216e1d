// Naming a follow: what the listener's words point at (a show, a known source, or a topic), and a
// spoken list of follows. Shared by follow/unfollow (radio.ts) and notifications (notify.ts).
import type { Follow } from '../../radio/follows';
import { parseFollowPhrase, pickSource } from '../../radio/follows';
import { callOptions, kindOf } from '../api-calls';
import type { RequestContext } from '../context';
import { Ssml } from '../i18n';
import { asPhrase, escapeSsml } from '../ssml';

/** Source search is a lookup, not content: a short budget, and a topic when it fails. */
const SOURCE_LOOKUP_TIMEOUT_MS = 2000;

export async function resolveFollow(ctx: RequestContext, said: string): Promise<Follow | undefined> {
  const parsed = parseFollowPhrase(said);
  if (!parsed) return undefined;
  if (parsed.kind === 'show') return { kind: 'show', show: parsed.text };
  try {
    const stations = await ctx.deps.api.searchSources(
      parsed.text,
      callOptions(ctx, SOURCE_LOOKUP_TIMEOUT_MS),
    );
    const station = pickSource(stations, parsed.text);
    if (station) return { kind: 'source', sourceId: station.stationId, name: station.name };
  } catch (err) {
    ctx.log.info('source lookup failed: following as a topic', { kind: kindOf(err) });
  }
  return { kind: 'topic', topic: parsed.text };
}

/** "a, b and c": names escaped here, since the list goes in as an Ssml fragment. */
export function spokenList(ctx: RequestContext, names: string[]): Ssml {
  const escaped = names.map((n) => escapeSsml(asPhrase(n)));
  const last = escaped.pop() ?? '';
  return new Ssml(escaped.length ? `${escaped.join(', ')}${ctx.t('list_and')}${last}` : last);
}
