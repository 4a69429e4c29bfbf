import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';

export const userAdminRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
