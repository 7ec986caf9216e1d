// The playback engine: pure decisions from (stored state, event) to (new state, commands).
// No I/O and no ask-sdk objects, so every edge case is a fast unit test.
//
// Rule that shapes it (docs/alexa-rules.md, Event order): what to play next is derived from the
// token in the request, never from a "did I enqueue already" flag, so AudioPlayer events may
// arrive in any order or twice and still get the right answer.
//
// The engine is four small modules: cursor.ts (reading the state, the shared moves), playlist.ts
// (starting and extending playlists), events.ts (AudioPlayer events) and listener-commands.ts
// (intents and buttons). This file is their public face.
export type { LoadedPage, ResolvedItem } from './cursor';
export {
  currentItem,
  freshItems,
  initialState,
  itemAt,
  remainingAfter,
  resolveToken,
  safeOffset,
} from './cursor';
export { HeardStories, printOf } from './heard';
export * from './playlist';
export * from './events';
export * from './listener-commands';
