import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';

/** Placeholder: filled in by the piece of issue work that owns this file (see modules/wms/README.md). */
export const wmsPushRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
