// One phrase said to the local Echo in a new household, after what it needs first, with what the
// API simulator was asked for that phrase alone (issue 56's table and rounds).
import type { EmulatorTurn } from '../../src/emulator/session';
import type { SupportedLocale } from '../../src/model/contract';
import type { SimRequestLogEntry } from '../../src/sim/control';
import type { PhraseSim } from './phrase-sim';

export interface Said {
  turn: EmulatorTurn;
  calls: SimRequestLogEntry[];
  speech: string;
  intent: string | undefined;
  started: boolean;
  search: SimRequestLogEntry | undefined;
}

/** Says `before` in a new household, then `text`; the calls are those of `text` alone. */
export async function sayIn(
  at: PhraseSim,
  locale: SupportedLocale,
  text: string,
  before: string[] = [],
): Promise<Said> {
  const { sim } = at;
  const echo = at.echo(locale);
  for (const b of before) {
    const t = await echo.say(b);
    expect(t.alexa).toBeUndefined();
  }
  sim.control.clearLog();
  const turn = await echo.say(text);
  expect(turn.alexa).toBeUndefined();
  expect(turn.error).toBeUndefined();
  const calls = [...sim.control.requestLog];
  const r = turn.resolution;
  return {
    turn,
    calls,
    speech: turn.speech ?? '',
    intent: r?.kind === 'intent' ? r.intent : undefined,
    started: turn.exchanges.some((x) =>
      (x.reply.response?.directives ?? []).some((d) => d.type === 'AudioPlayer.Play'),
    ),
    search: calls.find((c) => c.path === '/v2/topstories/search' && c.query.q !== undefined),
  };
}
