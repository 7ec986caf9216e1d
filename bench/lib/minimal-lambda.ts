// Cold-start baseline: the minimal skill as a Lambda entry, bundled exactly like lambda/index.ts.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { createMinimalSkill } from './minimal-skill';

const skill = createMinimalSkill();

export const handler = (event: RequestEnvelope, context?: unknown): Promise<ResponseEnvelope> =>
  skill.invoke(event, context);
