// What an Echo refuses, written independently of the skill's own response guard (so one can
// catch the other's mistakes). Sources: Alexa AudioPlayer / PlaybackController interface
// references and the response format limits (docs/alexa-rules.md).
import type { ResponseEnvelope } from 'ask-sdk-model';
import { captionDataProblem } from './webvtt-read';

interface PlayLike {
  type: string;
  playBehavior?: string;
  clearBehavior?: string;
  audioItem?: {
    stream?: {
      url?: string;
      token?: string;
      expectedPreviousToken?: string;
      offsetInMilliseconds?: number;
      captionData?: unknown;
    };
  };
}

export function replyViolations(
  requestType: string,
  reply: ResponseEnvelope,
  supportsAudioPlayer: boolean,
): string[] {
  const v: string[] = [];
  const r = reply?.response;
  if (!reply || typeof reply !== 'object' || reply.version !== '1.0') v.push('envelope version must be 1.0');
  if (!r || typeof r !== 'object') return [...v, 'missing response'];
  const noVoice =
    requestType.startsWith('AudioPlayer.') ||
    requestType.startsWith('PlaybackController.') ||
    requestType === 'System.ExceptionEncountered';
  if (noVoice && (r.outputSpeech || r.card || r.reprompt))
    v.push(`${requestType}: speech, card or reprompt not allowed`);
  const directives = (r.directives ?? []) as PlayLike[];
  if (
    (requestType === 'System.ExceptionEncountered' || requestType === 'AudioPlayer.PlaybackStopped') &&
    directives.length
  ) {
    v.push(`${requestType}: no directives allowed`);
  }
  if (requestType === 'SessionEndedRequest' && (directives.length || r.outputSpeech))
    v.push('SessionEndedRequest: reply must be empty');
  // A skill event comes from the Alexa app, not a device: Alexa says, shows and plays nothing of
  // the reply, and the skill answers with a plain empty response.
  if (requestType.startsWith('AlexaSkillEvent.')) {
    const extra = [
      ...(r.outputSpeech ? ['outputSpeech'] : []),
      ...(r.reprompt ? ['reprompt'] : []),
      ...(r.card ? ['card'] : []),
      ...(directives.length ? ['directives'] : []),
    ];
    if (extra.length)
      v.push(
        `a skill event's reply must be empty (Alexa plays and shows none of it), but it has ${extra.join(', ')}`,
      );
  }
  if (
    requestType === 'AudioPlayer.PlaybackFinished' &&
    directives.some((d) => d.type === 'AudioPlayer.Play')
  ) {
    v.push('PlaybackFinished: Play not allowed');
  }
  const plays = directives.filter((d) => d.type === 'AudioPlayer.Play');
  if (plays.length > 1) v.push('more than one Play');
  if (plays.length && !supportsAudioPlayer) v.push('Play sent to a device without AudioPlayer');
  for (const p of plays) {
    const s = p.audioItem?.stream;
    if (!['REPLACE_ALL', 'ENQUEUE', 'REPLACE_ENQUEUED'].includes(p.playBehavior ?? ''))
      v.push('bad playBehavior');
    if (!s?.url || !s.url.startsWith('https://')) v.push('stream url must be https');
    if (!s?.token || s.token.length > 1024) v.push('stream token missing or > 1024 chars');
    if (p.playBehavior === 'ENQUEUE' && !s?.expectedPreviousToken)
      v.push('ENQUEUE without expectedPreviousToken');
    if (p.playBehavior !== 'ENQUEUE' && s?.expectedPreviousToken)
      v.push('expectedPreviousToken only with ENQUEUE');
    if (
      s?.offsetInMilliseconds !== undefined &&
      (s.offsetInMilliseconds < 0 || !Number.isInteger(s.offsetInMilliseconds))
    ) {
      v.push('bad offsetInMilliseconds');
    }
    if (s && 'captionData' in s) {
      const problem = captionDataProblem(s.captionData);
      if (problem) v.push(`bad captionData: ${problem}`);
    }
  }
  for (const d of directives) {
    if (
      d.type === 'AudioPlayer.ClearQueue' &&
      !['CLEAR_ALL', 'CLEAR_ENQUEUED'].includes(d.clearBehavior ?? '')
    ) {
      v.push('bad clearBehavior');
    }
  }
  const ssml = r.outputSpeech && 'ssml' in r.outputSpeech ? r.outputSpeech.ssml : undefined;
  if (ssml !== undefined) {
    if (ssml.length > 8000) v.push('speech over 8000 chars');
    if (!/^<speak>[\s\S]*<\/speak>$/.test(ssml)) v.push('ssml not wrapped in <speak>');
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(ssml)) v.push('unescaped & in ssml');
  }
  if (plays.length && !noVoice && r.shouldEndSession === false) v.push('Play with an open session');
  if (Buffer.byteLength(JSON.stringify(reply)) > 24 * 1024) v.push('reply over 24 KB');
  return v;
}
