// One skill process of `npm run proof:chaos`: the Lambda entry itself (lambda/index.ts, from
// source), configured by the environment it was forked with exactly as the stack configures the
// function (SKILL_PERSISTENCE=dynamodb, DYNAMODB_TABLE, AWS_* with AWS_ENDPOINT_URL_DYNAMODB at the
// fault proxy), answering envelopes sent over IPC as one warm Lambda container would.
// Started by chaos-skills.ts with `node --import tsx`.
import type { RequestEnvelope } from 'ask-sdk-model';
import { handler } from '../../lambda/index';

type Message = { kind: 'invoke'; id: number; env: RequestEnvelope } | { kind: 'close' };

process.on('message', (m: Message) => {
  if (m.kind === 'close') {
    process.exit(0);
  }
  handler(m.env).then(
    (reply) => process.send?.({ id: m.id, reply }),
    (err: unknown) => process.send?.({ id: m.id, error: String(err) }),
  );
});
process.send?.({ ready: true });
