// The baseline of the benchmarks: a minimal ask-sdk-core skill that answers the same request
// types with fixed replies (no store, no API, no interceptors). What any skill costs at least.
import { SkillBuilders, getRequestType, type HandlerInput, type Skill } from 'ask-sdk-core';

const URL = 'https://cdn.stub.invalid/bursts/fixed.mp3';

export function createMinimalSkill(): Skill {
  return SkillBuilders.custom()
    .addRequestHandlers({
      canHandle: () => true,
      handle(input: HandlerInput) {
        const type = getRequestType(input.requestEnvelope);
        const rb = input.responseBuilder;
        if (type === 'LaunchRequest' || type === 'IntentRequest') {
          return rb
            .speak('Here are your top stories.')
            .addAudioPlayerPlayDirective('REPLACE_ALL', URL, 'fixed-token-1', 0)
            .withShouldEndSession(true)
            .getResponse();
        }
        if (type === 'AudioPlayer.PlaybackNearlyFinished') {
          const token = (input.requestEnvelope.request as { token?: string }).token ?? 'fixed-token-1';
          return rb.addAudioPlayerPlayDirective('ENQUEUE', URL, 'fixed-token-2', 0, token).getResponse();
        }
        return rb.getResponse();
      },
    })
    .create();
}
