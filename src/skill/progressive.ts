// Progressive responses ("Looking for the latest on…") while a slow call runs. Only Launch and
// Intent requests may send them, and their failure must never fail the request.
import type { HandlerInput } from 'ask-sdk-core';
import { PROGRESSIVE_TIMEOUT_MS } from '../config/limits';
import type { RequestContext } from './context';
import { withTimeout } from '../util/timeout';
import { runOf } from './request-run';

export function sendProgressive(input: HandlerInput, ctx: RequestContext, speech: string): void {
  const type = ctx.requestType;
  if (type !== 'LaunchRequest' && type !== 'IntentRequest') return;
  const env = input.requestEnvelope;
  const sys = env.context?.System;
  if (!input.serviceClientFactory || !sys?.apiEndpoint || !sys.apiAccessToken) return;
  // A request decided again after a write conflict speaks its progressive sentence once.
  if (runOf(env)?.once('progressive') === false) return;
  try {
    const client = input.serviceClientFactory.getDirectiveServiceClient();
    const sent = client.enqueue({
      header: { requestId: env.request.requestId },
      directive: { type: 'VoicePlayer.Speak', speech: `<speak>${speech}</speak>` },
    });
    const metrics = ctx.deps.metrics;
    ctx.background.push(
      withTimeout(sent, PROGRESSIVE_TIMEOUT_MS, 'progressive response').then(
        () => metrics?.progressive('sent'),
        (err: unknown) => {
          metrics?.progressive('failed');
          ctx.log.debug('progressive response failed', { err });
        },
      ),
    );
  } catch (err) {
    ctx.deps.metrics?.progressive('failed');
    ctx.log.debug('progressive response not sent', { err });
  }
}
