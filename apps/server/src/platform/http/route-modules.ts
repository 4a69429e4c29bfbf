import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The business module that declared the route (set while the module registers; none for the platform's). */
    module?: string;
  }
}

/**
 * Names each route after the module that declares it, so a refused input answers the reason of that module's
 * table (error-handler.ts) and the route walks can pick a module's routes. Must run before the access guard's
 * own onRoute hook, which keeps the route's config. Answers the function that registers one module.
 */
export const tagRouteModules = (app: FastifyInstance) => {
  let current: string | undefined;
  app.addHook('onRoute', (route) => {
    if (current) route.config = { ...route.config, module: current };
  });
  return async (name: string, register: () => PromiseLike<unknown>) => {
    current = name;
    try {
      await register();
    } finally {
      current = undefined;
    }
  };
};
