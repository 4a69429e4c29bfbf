import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context';

/**
 * A business module as the app sees it (ARCHITECTURE "Layout"): one Fastify plugin from its folder that
 * registers the module's routes and whatever it lends the platform (file-owner resolvers, job handlers).
 * Everything else the module offers other modules is exported from its index.ts, the module's one door.
 */
export type AppModule = {
  name: string;
  plugin: (ctx: AppContext) => FastifyPluginAsync;
};

/** The routes of one module's route files, registered in order. */
export const moduleOf = (name: string, routes: ((ctx: AppContext) => FastifyPluginAsync)[]): AppModule => ({
  name,
  plugin: (ctx) => async (app) => {
    for (const r of routes) await app.register(r(ctx));
  },
});
