import type { Principal, PrincipalStore } from '../auth/principal';
import { principalOfSession } from '../auth/principal';
import type { SigningKeys } from '../auth/signing-keys';
import type { Db } from '../db/client';
import type { Bus } from './bus';
import { createTicketService, type TicketOptions } from './ticket';

const TOPIC = 'user-event';
/** NOTIFY refuses payloads of 8000 bytes or more; leave room for the bus envelope. */
export const MAX_EVENT_BYTES = 7000;
const EVENT_TYPE = /^[A-Za-z][\w.-]{0,63}$/;

/** One open SSE connection, as the events service sees it. */
export type EventStream = {
  send: (type: string, data: unknown) => void;
  /** A comment line that keeps proxies from closing an idle connection. */
  ping: () => void;
  end: () => void;
};

type Attached = { principal: Principal; stream: EventStream; timer: NodeJS.Timeout };
type Envelope = { userIds: string[]; type: string; data: unknown };

export type EventsOptions = { heartbeatMs?: number; ticket?: TicketOptions };

/**
 * Live events to users' open pages. A publish goes over the bus (LISTEN/NOTIFY), so every server instance
 * delivers it to the connections it holds itself. Delivery is best effort: a page that was not connected
 * catches up through the ordinary queries.
 */
export const createEvents = (
  deps: { db: Db; bus: Bus; principals: PrincipalStore; keys: SigningKeys },
  opts: EventsOptions = {},
) => {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const tickets = createTicketService(deps.db, deps.keys, opts.ticket);
  const byUser = new Map<string, Set<Attached>>();

  const detach = (a: Attached) => {
    clearInterval(a.timer);
    const set = byUser.get(a.principal.userId);
    set?.delete(a);
    if (set?.size === 0) byUser.delete(a.principal.userId);
  };

  deps.bus.subscribe(TOPIC, (payload) => {
    const { userIds, type, data } = payload as Envelope;
    for (const userId of userIds ?? []) {
      for (const a of byUser.get(userId) ?? []) a.stream.send(type, data);
    }
  });

  // A disabled user, a changed password or a logged-out session ends the stream: at once when the change is
  // published (every instance hears it), at the next heartbeat at the latest.
  const heartbeat = async (a: Attached) => {
    try {
      await principalOfSession(deps.principals, {
        sub: a.principal.userId,
        tid: a.principal.tenantId,
        tv: a.principal.tokenVersion,
        sid: a.principal.sessionId,
      });
      a.stream.ping();
    } catch {
      detach(a);
      a.stream.end();
    }
  };

  deps.principals.onChange((userId) => {
    const open = userId ? [...(byUser.get(userId) ?? [])] : [...byUser.values()].flatMap((set) => [...set]);
    for (const a of open) void heartbeat(a);
  });

  return {
    heartbeatMs,
    tickets,
    /** Registers an open stream; the returned function forgets it (call it when the client goes away). */
    attach: (principal: Principal, stream: EventStream) => {
      const a: Attached = { principal, stream, timer: setInterval(() => void heartbeat(a), heartbeatMs) };
      a.timer.unref();
      let set = byUser.get(principal.userId);
      if (!set) {
        set = new Set();
        byUser.set(principal.userId, set);
      }
      set.add(a);
      return () => detach(a);
    },
    /** Sends `type` with `data` to every open page of these users, on every instance. */
    publishToUsers: async (userIds: readonly string[], type: string, data: unknown) => {
      if (!EVENT_TYPE.test(type)) throw new Error(`实时事件类型不合法: ${type}`);
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return;
      const envelope: Envelope = { userIds: ids, type, data: data ?? null };
      const bytes = Buffer.byteLength(JSON.stringify(envelope));
      if (bytes > MAX_EVENT_BYTES) {
        throw new Error(`实时事件过大 (${bytes} 字节，上限 ${MAX_EVENT_BYTES})：只推送标识和状态，页面再查询详情`);
      }
      await deps.bus.publish(TOPIC, envelope);
    },
    /** Open streams of one user on this instance. */
    connectionsOf: (userId: string) => byUser.get(userId)?.size ?? 0,
    /** Ends every stream (server shutdown: an open stream would hold the close forever). */
    closeAll: () => {
      for (const set of [...byUser.values()]) {
        for (const a of [...set]) {
          detach(a);
          a.stream.end();
        }
      }
    },
  };
};

export type Events = ReturnType<typeof createEvents>;

/** Sends a live event to these users' open pages (see createEvents). */
export const publishToUsers = (ctx: { events: Events }, userIds: readonly string[], type: string, data: unknown) =>
  ctx.events.publishToUsers(userIds, type, data);
