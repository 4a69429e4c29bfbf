import { authRoutes } from '@kc/domain/auth/auth-routes';
import { useEffect, useRef } from 'react';
import { call } from './api-client';

type Handler = (data: unknown) => void;

const MAX_BACKOFF_MS = 30_000;

/**
 * One SSE connection per logged-in app (`GET events?ticket=`, authRoutes.events). Events are named (`event: <type>`);
 * a failure never bothers the user: the connection comes back with a fresh ticket, backing off to 30 s.
 */
class LiveEvents {
  private source: EventSource | null = null;
  private handlers = new Map<string, Set<Handler>>();
  private attached = new Set<string>();
  private running = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;

  start() {
    if (this.running) return;
    this.running = true;
    this.failures = 0;
    void this.connect();
  }

  stop() {
    this.running = false;
    this.generation++;
    clearTimeout(this.timer);
    this.source?.close();
    this.source = null;
    this.attached.clear();
  }

  subscribe(type: string, handler: Handler) {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler);
    this.attach(type);
    return () => {
      set.delete(handler);
    };
  }

  private attach(type: string) {
    if (!this.source || this.attached.has(type)) return;
    this.attached.add(type);
    this.source.addEventListener(type, (e) => this.dispatch(type, (e as MessageEvent<string>).data));
  }

  private dispatch(type: string, raw: string) {
    let data: unknown = raw;
    try {
      data = JSON.parse(raw);
    } catch {
      // plain-text payloads stay as they are
    }
    for (const h of this.handlers.get(type) ?? []) {
      try {
        h(data);
      } catch (err) {
        console.error(err);
      }
    }
  }

  private async connect() {
    const gen = ++this.generation;
    try {
      const { ticket } = await call(authRoutes.eventTicket, undefined, { silent: true });
      if (gen !== this.generation || !this.running) return;
      // The stream is not an envelope route: EventSource opens it by the contract's path.
      const source = new EventSource(`${authRoutes.events.path}?ticket=${encodeURIComponent(ticket)}`);
      this.source = source;
      this.attached.clear();
      for (const type of this.handlers.keys()) this.attach(type);
      source.onopen = () => {
        this.failures = 0;
      };
      source.onerror = () => {
        if (gen !== this.generation) return;
        source.close();
        this.source = null;
        this.retry();
      };
    } catch {
      if (gen === this.generation) this.retry();
    }
  }

  private retry() {
    if (!this.running) return;
    this.failures++;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (this.failures - 1));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(), delay);
  }
}

export const liveEvents = new LiveEvents();

/** Calls `handler` for every live event of `type` while the component is mounted. */
export const useLiveEvent = <T = unknown>(type: string, handler: (data: T) => void) => {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => liveEvents.subscribe(type, (data) => ref.current(data as T)), [type]);
};
