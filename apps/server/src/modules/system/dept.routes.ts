import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';

export const deptRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
