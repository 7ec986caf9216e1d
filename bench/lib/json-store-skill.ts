// The fair in-process baseline (issue 14): a minimal ask-sdk-core skill with the same kind of
// stored state as ours, kept as JSON text in process (parse on load, stringify on save), and a
// real answer per request — a page of five items, an index that moves on NearlyFinished, a Play
// directive with the next item's URL and token. No guard, no locks, no i18n, no API.
import { SkillBuilders, getRequestType, type HandlerInput, type Skill } from 'ask-sdk-core';
import type { RequestEnvelope } from 'ask-sdk-model';

interface Item {
  id: string;
  url: string;
  title: string;
  durationMs: number;
}
interface State {
  playlist: { key: string; items: Item[]; page: number; index: number };
  updatedAt: number;
}

const page = (key: string, n: number): Item[] =>
  Array.from({ length: 5 }, (_, i) => ({
    id: `${key}-${n}-${i}`,
    url: `https://cdn.stub.invalid/bursts/${key}-${n}-${i}.mp3`,
    title: `Burst ${i} of page ${n} about ${key}`,
    durationMs: 60_000 + i,
  }));

const userOf = (env: RequestEnvelope) => env.context?.System?.user?.userId ?? 'anonymous';

export function createJsonStoreSkill(store = new Map<string, string>()): Skill {
  const states = new WeakMap<HandlerInput, State>();
  return SkillBuilders.custom()
    .addRequestInterceptors((input: HandlerInput) => {
      const text = store.get(userOf(input.requestEnvelope));
      states.set(
        input,
        text === undefined
          ? { playlist: { key: 'top', items: page('top', 0), page: 0, index: 0 }, updatedAt: 0 }
          : (JSON.parse(text) as State),
      );
    })
    .addRequestHandlers({
      canHandle: () => true,
      handle(input: HandlerInput) {
        const state = states.get(input) as State;
        const type = getRequestType(input.requestEnvelope);
        const rb = input.responseBuilder;
        const pl = state.playlist;
        if (type === 'LaunchRequest' || type === 'IntentRequest') {
          state.playlist = { key: 'top', items: page('top', 0), page: 0, index: 0 };
          const first = state.playlist.items[0] as Item;
          state.updatedAt = Date.now();
          return rb
            .speak('Here are your top stories.')
            .addAudioPlayerPlayDirective('REPLACE_ALL', first.url, first.id, 0)
            .withShouldEndSession(true)
            .getResponse();
        }
        if (type === 'AudioPlayer.PlaybackNearlyFinished') {
          const token = (input.requestEnvelope.request as { token?: string }).token ?? '';
          if (pl.index + 1 >= pl.items.length) {
            pl.page += 1;
            pl.items = page(pl.key, pl.page);
            pl.index = -1;
          }
          const next = pl.items[pl.index + 1] as Item;
          pl.index += 1;
          state.updatedAt = Date.now();
          return rb.addAudioPlayerPlayDirective('ENQUEUE', next.url, next.id, 0, token).getResponse();
        }
        return rb.getResponse();
      },
    })
    .addResponseInterceptors((input: HandlerInput) => {
      store.set(userOf(input.requestEnvelope), JSON.stringify(states.get(input)));
    })
    .create();
}
