// The listener's playback commands, shared by the built-in intents ("Alexa, next") and the
// PlaybackController buttons (which get directives only, never speech).
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import * as engine from '../../playback/engine';
import type { Decision } from '../../playback/types';
import { confirmed, ctxOf, type RequestContext } from '../context';
import { adoptPlayback, otherDevicePlayback } from '../other-device';
import { reportListen } from '../burst-user';
import { decideWithPages, withDevicePosition } from '../playback-flow';
import { asPhrase } from '../ssml';
import { audioPlayerSupported, applyDecision, tell } from '../respond';
import type { SpeechKey } from '../speech/en';
import { deviceAudio, isIntent, isType } from './util';

type Command =
  | 'pause'
  | 'resume'
  | 'next'
  | 'previous'
  | 'startOver'
  | 'stop'
  | 'loopOn'
  | 'loopOff'
  | 'shuffleOn'
  | 'shuffleOff';

async function decide(input: HandlerInput, ctx: RequestContext, command: Command): Promise<Decision> {
  const now = ctx.clock.now();
  const { token, offsetMs } = deviceAudio(input);
  const s = ctx.state.device.playback;
  switch (command) {
    case 'pause':
      return engine.pause(s, token, offsetMs, now);
    case 'stop':
      return engine.stop(s, token, offsetMs, now);
    case 'resume':
      return decideWithPages(ctx, (st) => engine.resume(withDevicePosition(st, token, offsetMs), now));
    case 'next':
      return decideWithPages(ctx, (st) => engine.next(st, token, now));
    case 'previous':
      return engine.previous(s, token, now);
    case 'startOver':
      return engine.startOver(s, token, now);
    case 'loopOn':
    case 'loopOff':
      return engine.setLoop(s, command === 'loopOn', token, now);
    case 'shuffleOn':
    case 'shuffleOff':
      return engine.setShuffle(s, command === 'shuffleOn', token, now);
  }
}

/** What to say after a command, by its outcome; undefined = stay quiet. */
function speechFor(command: Command, d: Decision, wasPlaying: boolean): SpeechKey | undefined {
  if (d.outcome === 'nothing') {
    if (command === 'stop' || command === 'pause') return undefined;
    if (command === 'resume') return 'resume_nothing';
    if (command.startsWith('loop') || command.startsWith('shuffle')) return 'mode_no_playlist';
    return 'nothing_playing';
  }
  // The listener asked for more and the API could not give it: say so, not "the end".
  if (d.outcome === 'ended' && d.pageFetchFailed) return 'error_busy';
  if (d.outcome === 'ended') return 'end_of_playlist';
  // The window keeps only a few bursts behind: at its start, earlier ones were heard but dropped.
  if (d.outcome === 'at-start') return (d.state.playlist?.base ?? 0) > 0 ? 'at_oldest' : 'at_start';
  if (command === 'loopOn') return 'loop_on';
  if (command === 'loopOff') return 'loop_off';
  if (command === 'shuffleOn') return 'shuffle_on';
  if (command === 'shuffleOff') return 'shuffle_off';
  if (command === 'stop' && !wasPlaying) return 'goodbye';
  return undefined;
}

export async function runCommand(input: HandlerInput, command: Command): Promise<Response> {
  const ctx = ctxOf(input);
  const needsPlayer =
    command === 'resume' || command === 'next' || command === 'previous' || command === 'startOver';
  if (needsPlayer && !audioPlayerSupported(input)) return tell(input, ctx, ctx.t('no_audio_player'));
  // Nothing of ours can be playing there, and AudioPlayer directives are for devices that have it.
  if ((command === 'pause' || command === 'stop') && !audioPlayerSupported(input))
    return tell(input, ctx, ctx.t('goodbye'));
  // Nothing of this Echo's own to resume: the listener's recent playback on another Echo.
  const continued = command === 'resume' && !ctx.state.device.playback.playlist && (await continueOther(ctx));
  const before = ctx.state.device.playback;
  // A time box ends when its time is used (docs/listening.md): it does not go round.
  if (command === 'loopOn' && before.playlist?.budget) return tell(input, ctx, ctx.t('loop_time_box'));
  const current = engine.currentItem(before, deviceAudio(input).token);
  const d = await decide(input, ctx, command);
  if (continued && d.outcome === 'play' && d.item) {
    return applyDecision(
      input,
      ctx,
      d,
      ctx.t('picked_up_from_other_echo', { title: asPhrase(d.item.title) }),
    );
  }
  if (command === 'next' && current && d.outcome === 'play') reportListen(ctx, current.item.burstId, 'skip');
  const key = speechFor(command, d, before.playlist !== undefined && before.activity === 'playing');
  if (!key) return applyDecision(input, ctx, d);
  // "Okay, I'll loop this playlist" is a stored setting of this Echo's playback.
  const mode = command.startsWith('loop') || command.startsWith('shuffle');
  return applyDecision(input, ctx, d, mode && d.state !== before ? confirmed(ctx, ctx.t(key)) : ctx.t(key));
}

async function continueOther(ctx: RequestContext): Promise<boolean> {
  const other = await otherDevicePlayback(ctx);
  if (other) adoptPlayback(ctx, other);
  return other !== undefined;
}

const INTENT_COMMANDS: Array<[string[], Command]> = [
  [['AMAZON.PauseIntent'], 'pause'],
  [['AMAZON.ResumeIntent'], 'resume'],
  [['AMAZON.NextIntent'], 'next'],
  [['AMAZON.PreviousIntent'], 'previous'],
  [['AMAZON.StartOverIntent', 'AMAZON.RepeatIntent'], 'startOver'],
  [['AMAZON.StopIntent', 'AMAZON.CancelIntent'], 'stop'],
  [['AMAZON.LoopOnIntent'], 'loopOn'],
  [['AMAZON.LoopOffIntent'], 'loopOff'],
  [['AMAZON.ShuffleOnIntent'], 'shuffleOn'],
  [['AMAZON.ShuffleOffIntent'], 'shuffleOff'],
];

const BUTTON_COMMANDS: Array<[string, Command]> = [
  ['PlaybackController.PlayCommandIssued', 'resume'],
  ['PlaybackController.PauseCommandIssued', 'pause'],
  ['PlaybackController.NextCommandIssued', 'next'],
  ['PlaybackController.PreviousCommandIssued', 'previous'],
];

export const commandHandlers: RequestHandler[] = [
  ...INTENT_COMMANDS.map(([names, command]): RequestHandler => ({
    canHandle: (input) => isIntent(input, ...names),
    handle: (input) => runCommand(input, command),
  })),
  ...BUTTON_COMMANDS.map(([type, command]): RequestHandler => ({
    canHandle: (input) => isType(input, type),
    handle: (input) => runCommand(input, command),
  })),
];
