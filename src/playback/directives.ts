// Engine commands → Alexa AudioPlayer directives. The builders refuse to produce an invalid
// directive (AudioPlayer interface reference): https streams only, token ≤ 1024 chars,
// expectedPreviousToken with ENQUEUE and never with the other behaviours.
import type { interfaces } from 'ask-sdk-model';
import { MAX_TOKEN_LENGTH } from '../config/limits';
import type { PlaybackCommand, QueueItem } from './types';

type Directive =
  | interfaces.audioplayer.PlayDirective
  | interfaces.audioplayer.StopDirective
  | interfaces.audioplayer.ClearQueueDirective;

export class InvalidDirectiveError extends Error {
  override readonly name = 'InvalidDirectiveError';
}

export function toDirectives(commands: PlaybackCommand[]): Directive[] {
  return commands.map(toDirective);
}

export function toDirective(c: PlaybackCommand): Directive {
  switch (c.type) {
    case 'stop':
      return { type: 'AudioPlayer.Stop' };
    case 'clearQueue':
      return { type: 'AudioPlayer.ClearQueue', clearBehavior: c.behavior };
    case 'play':
      return playDirective(c);
  }
}

function playDirective(c: Extract<PlaybackCommand, { type: 'play' }>): interfaces.audioplayer.PlayDirective {
  if (!/^https:\/\//.test(c.item.audioUrl)) throw new InvalidDirectiveError('stream url must be https');
  if (!c.token || c.token.length > MAX_TOKEN_LENGTH) throw new InvalidDirectiveError('bad stream token');
  const stream: interfaces.audioplayer.Stream = {
    url: c.item.audioUrl,
    token: c.token,
    // A non-finite offset would serialise as null, which the device rejects.
    offsetInMilliseconds: Number.isFinite(c.offsetMs) ? Math.max(0, Math.floor(c.offsetMs)) : 0,
  };
  if (c.behavior === 'ENQUEUE') {
    if (!c.expectedPreviousToken) throw new InvalidDirectiveError('ENQUEUE needs expectedPreviousToken');
    stream.expectedPreviousToken = c.expectedPreviousToken;
  }
  return {
    type: 'AudioPlayer.Play',
    playBehavior: c.behavior,
    audioItem: { stream, metadata: metadataFor(c.item) },
  };
}

/** Title = burst title; subtitle = source · show; art and background from the burst's image. */
export function metadataFor(item: QueueItem): interfaces.audioplayer.AudioItemMetadata {
  const subtitle =
    item.showName && item.showName !== item.sourceName
      ? `${item.sourceName} · ${item.showName}`
      : item.sourceName;
  const image = item.imageUrl ? { sources: [{ url: item.imageUrl }] } : undefined;
  return {
    title: item.title,
    subtitle,
    ...(image ? { art: image, backgroundImage: image } : {}),
  };
}
