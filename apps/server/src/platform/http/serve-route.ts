import { type Envelope, envelopeOf, type RouteBody, type RouteContract, type RouteQuery } from '@kc/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** What a route adds to its contract on this side: who may call it and how the API document shows it. */
export type ServeOptions = {
  config: FastifyContextConfig;
  schema: { tags: readonly string[]; summary: string; description?: string };
};

export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Body: RouteBody<C>;
  Querystring: RouteQuery<C>;
}>;

type Answer<C extends RouteContract> = Envelope<z.output<C['answer']>>;

/**
 * Registers a route from its contract (packages/domain), so the path, verb, input schemas and answer the web calls
 * are the ones served here. The answer is wrapped in the envelope every route shares.
 */
export const serveRoute = <C extends RouteContract>(
  // biome-ignore lint/suspicious/noExplicitAny: any type provider's instance; the contract gives the types here.
  app: FastifyInstance<any, any, any, any, any>,
  contract: C,
  options: ServeOptions,
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<Answer<C>> | Answer<C>,
) => {
  app.route({
    method: contract.method,
    url: contract.path,
    config: options.config,
    schema: {
      ...options.schema,
      tags: [...options.schema.tags],
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { 200: envelopeOf(contract.answer) },
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
};
