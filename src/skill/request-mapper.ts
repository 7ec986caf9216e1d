// Which handler takes a request: ask-sdk's own mapper (GenericRequestMapper) asks each handler in
// turn and awaits every answer, a microtask and a promise each even when canHandle returns a plain
// boolean, as all of ours do. A LaunchRequest is the tenth handler asked, so that was ten awaits per
// Launch (issue 39: in-process time). This mapper asks the same handlers in the same order and
// gives the same answer; it awaits only an answer that is a promise.
import type { HandlerInput, RequestHandler, SkillConfiguration } from 'ask-sdk-core';

type Mapper = SkillConfiguration['requestMappers'][number];
type Chain = NonNullable<Awaited<ReturnType<Mapper['getRequestHandlerChain']>>>;

export function inOrderMapper(handlers: readonly RequestHandler[]): Mapper {
  // No per-handler interceptors: the skill's interceptors are global (createSkill).
  const chains: Chain[] = handlers.map((handler) => ({
    getRequestHandler: () => handler,
    getRequestInterceptors: () => [],
    getResponseInterceptors: () => [],
  }));
  return {
    async getRequestHandlerChain(input: HandlerInput): Promise<Chain> {
      for (const chain of chains) {
        const can = (chain.getRequestHandler() as RequestHandler).canHandle(input);
        if (can === true || (can !== false && (await can))) return chain;
      }
      // As ask-sdk's mapper (its type says otherwise): its dispatcher turns null into "no handler".
      return null as unknown as Chain;
    },
  };
}
