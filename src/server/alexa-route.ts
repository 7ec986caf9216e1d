// POST /alexa: the raw body, every verifier over it, then one parse and the skill. It does what
// ask-sdk-express-adapter's handlers do (same parser and 100 KB ceiling, same 400/500 answers),
// but parses the verified body once and leaves Alexa's ids on res.locals, so the request log
// does not parse the body a second time.
import type { Skill as CustomSkill } from 'ask-sdk-core';
import type { Verifier } from 'ask-sdk-express-adapter';
import type { RequestEnvelope } from 'ask-sdk-model';
import express, { type RequestHandler, type Response } from 'express';

export interface AlexaIds {
  requestId: string;
  requestType?: string;
}

/** Set by the route once the body is verified and parsed (request-log.ts reads it). */
export function alexaIdsOf(res: Response): AlexaIds | undefined {
  return (res.locals as { alexaIds?: AlexaIds }).alexaIds;
}

export function alexaRoute(skill: CustomSkill, verifiers: Verifier[]): RequestHandler[] {
  skill.appendAdditionalUserAgent('ask-express-adapter');
  return [
    (req, res, next) => {
      // The signature covers the raw bytes: a parser that ran before us has lost them.
      if (req.body !== undefined) {
        res
          .status(500)
          .send('Error in processing request. Do not register any parsers before using the adapter');
        return;
      }
      next();
    },
    express.text({ type: '*/*' }),
    async (req, res) => {
      const body: unknown = req.body;
      try {
        if (typeof body !== 'string') throw new Error('request body is not text');
        await Promise.all(verifiers.map((v) => v.verify(body, req.headers)));
      } catch (err) {
        res.status(400).send(`AskSdk.Request verification failed Error, ${(err as Error).message}`);
        return;
      }
      try {
        const envelope = JSON.parse(body) as RequestEnvelope;
        const request = envelope.request as { requestId?: unknown; type?: unknown } | undefined;
        if (typeof request?.requestId === 'string') {
          res.locals.alexaIds = {
            requestId: request.requestId,
            ...(typeof request.type === 'string' ? { requestType: request.type } : {}),
          } satisfies AlexaIds;
        }
        res.json(await skill.invoke(envelope));
      } catch (err) {
        res.status(500).send(`AskSdk.Skill dispatch failed Error, ${(err as Error).message}`);
      }
    },
  ];
}
