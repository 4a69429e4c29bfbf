import type { Database } from '../db/client';

const CHANNEL = 'kc_bus';

type Handler = (payload: unknown) => void;

/**
 * In-cluster messages over LISTEN/NOTIFY, on PGlite and PostgreSQL alike: cache invalidation, live
 * events for SSE. Every instance (this one included) receives what any instance publishes.
 */
export type Bus = {
  publish: (topic: string, payload: unknown) => Promise<void>;
  subscribe: (topic: string, handler: Handler) => () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export const createBus = (database: Database): Bus => {
  const handlers = new Map<string, Set<Handler>>();
  let unlisten: (() => Promise<void>) | undefined;
  const dispatch = (raw: string) => {
    let msg: { topic: string; payload: unknown };
    try {
      msg = JSON.parse(raw);
    } catch {
      return;
    }
    for (const h of handlers.get(msg.topic) ?? []) {
      try {
        h(msg.payload);
      } catch {
        // one subscriber's failure must not stop the others
      }
    }
  };
  return {
    publish: async (topic, payload) => {
      await database.notify(CHANNEL, JSON.stringify({ topic, payload }));
    },
    subscribe: (topic, handler) => {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      set.add(handler);
      return () => set?.delete(handler);
    },
    start: async () => {
      unlisten = await database.listen(CHANNEL, dispatch);
    },
    stop: async () => {
      await unlisten?.();
      unlisten = undefined;
    },
  };
};
