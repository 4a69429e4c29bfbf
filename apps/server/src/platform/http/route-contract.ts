import { refusalEnvelope } from '@kc/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Paths served by plugins we do not write ourselves (the OpenAPI pages). */
const PLUGIN_PREFIXES = ['/api/docs'];

type ResponseSchemas = Record<string, unknown>;

const isApiRoute = (url: string) =>
  url.startsWith('/api') && !PLUGIN_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));

/**
 * Every API route states its answer (STYLE.md 11): a 200 schema from packages/domain, so the OpenAPI document is
 * complete, answers are serialised by their schema and the web derives its types. Refusals share one schema
 * (the envelope with its reason), added to every route here.
 */
export const registerRouteContract = (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const response = (route.schema?.response ?? undefined) as ResponseSchemas | undefined;
    if (!response?.['200']) {
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      throw new Error(`路由 ${name} 没有声明应答：请在 schema.response[200] 中给出 packages/domain 的 schema`);
    }
    route.schema = {
      ...route.schema,
      response: { '4xx': refusalEnvelope, '5xx': refusalEnvelope, ...response },
    };
  });
};
