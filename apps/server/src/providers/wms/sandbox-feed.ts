import { WMS_SANDBOX_MODES, type WmsSandboxMode, type WmsSandboxSettings } from '@kc/domain/wms/wms-sandbox';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { WmsEvent } from './port';
import { newEventId, newSignKey } from './protocol';
import { sandboxWmsEvent, sandboxWmsSetting } from './sandbox.table';

/**
 * The sandbox's change feed: every change runs in one transaction that writes the warehouse's rows, takes the next
 * sequence numbers of its (tenant, unit), appends its events, and queues one push of them (sandbox-delivery.ts).
 * The sequence counter is a row of sandbox_wms_setting, so two changes of one platform take their numbers in the
 * order they commit and the feed never shows a later number before an earlier one.
 */

type WithoutHead<T> = T extends unknown ? Omit<T, 'id' | 'seq' | 'at'> : never;
/** An event before it has its id, sequence number and time. */
export type WmsEventBody = WithoutHead<WmsEvent>;

export type Change = {
  tx: DbOrTx;
  at: Date;
  emit: (event: WmsEventBody) => void;
};

/** What a change's transaction hands to delivery once the events are written. */
export type QueuePush = (
  tx: DbOrTx,
  push: { tenantId: string; unit: string; mode: WmsSandboxMode; events: WmsEvent[]; summary: string; at: Date },
) => Promise<() => Promise<void>>;

type SettingRow = typeof sandboxWmsSetting.$inferSelect;

export const createFeed = (deps: { db: Db; now: () => Date; queuePush: QueuePush }) => {
  const { db, now } = deps;
  const unitOf = (tenantId: string, unit: string) =>
    and(eq(sandboxWmsSetting.tenantId, tenantId), eq(sandboxWmsSetting.unit, unit));

  /** The platform's settings row, made on first use with a fresh random key (any instance then reads the same). */
  const ensureUnit = async (tenantId: string, unit: string): Promise<SettingRow> => {
    const read = async () => (await db.select().from(sandboxWmsSetting).where(unitOf(tenantId, unit)).limit(1))[0];
    const found = await read();
    if (found) return found;
    await db.insert(sandboxWmsSetting).values({ tenantId, unit, signKey: newSignKey() }).onConflictDoNothing();
    return (await read())!;
  };
  /** The key the platform verifies pushes with, or undefined when this platform was never used. */
  const storedKey = async (tenantId: string, unit: string) =>
    (await db.select({ key: sandboxWmsSetting.signKey }).from(sandboxWmsSetting).where(unitOf(tenantId, unit)))[0]?.key;

  const settingsOf = (row: SettingRow): WmsSandboxSettings => {
    const scale = Number(row.timeScale);
    return {
      unit: row.unit,
      mode: WMS_SANDBOX_MODES.includes(row.mode as WmsSandboxMode) ? (row.mode as WmsSandboxMode) : 'normal',
      timeScale: Number.isFinite(scale) && scale >= 0 ? scale : 1,
    };
  };
  const getSettings = async (tenantId: string, unit: string) => settingsOf(await ensureUnit(tenantId, unit));
  const setSettings = async (
    tenantId: string,
    unit: string,
    s: { mode?: WmsSandboxMode; timeScale?: number },
  ): Promise<WmsSandboxSettings> => {
    await ensureUnit(tenantId, unit);
    const [row] = await db
      .update(sandboxWmsSetting)
      .set({
        ...(s.mode ? { mode: s.mode } : {}),
        ...(s.timeScale != null ? { timeScale: String(s.timeScale) } : {}),
        updateTime: now(),
      })
      .where(unitOf(tenantId, unit))
      .returning();
    return settingsOf(row!);
  };

  /** Reserves `n` numbers of a counter (case or tray numbers) and answers the first. */
  const reserve = async (q: DbOrTx, tenantId: string, unit: string, counter: 'lastCase' | 'lastTray', n: number) => {
    const column = sandboxWmsSetting[counter];
    const [row] = await q
      .update(sandboxWmsSetting)
      .set({ [counter]: sql`${column} + ${n}` })
      .where(unitOf(tenantId, unit))
      .returning({ last: column });
    return row!.last - n + 1;
  };

  /**
   * One change: `fn` writes the warehouse's rows and emits its events; the events get their numbers and are queued
   * as one push in the same transaction, and the push goes out once it has committed.
   */
  const change = async <T>(
    tenantId: string,
    unit: string,
    summary: string | ((result: T) => string),
    fn: (c: Change) => Promise<T>,
  ) => {
    await ensureUnit(tenantId, unit);
    const { result, send } = await db.transaction(async (tx) => {
      const at = now();
      const bodies: WmsEventBody[] = [];
      const result = await fn({ tx, at, emit: (e) => bodies.push(e) });
      if (bodies.length === 0) return { result, send: null };
      const [setting] = await tx
        .update(sandboxWmsSetting)
        .set({ lastSeq: sql`${sandboxWmsSetting.lastSeq} + ${bodies.length}` })
        .where(unitOf(tenantId, unit))
        .returning();
      const first = setting!.lastSeq - bodies.length + 1;
      const events = bodies.map(
        (b, i) => ({ ...b, id: newEventId(), seq: first + i, at: at.toISOString() }) as WmsEvent,
      );
      await tx
        .insert(sandboxWmsEvent)
        .values(
          events.map((e) => ({ tenantId, unit, seq: e.seq, eventId: e.id, type: e.type, event: e, createTime: at })),
        );
      const send = await deps.queuePush(tx, {
        tenantId,
        unit,
        mode: settingsOf(setting!).mode,
        events,
        summary: typeof summary === 'function' ? summary(result) : summary,
        at,
      });
      return { result, send };
    });
    if (send) await send();
    return result;
  };

  const listEvents = async (tenantId: string, unit: string, q: { afterSeq: number; limit: number }) => {
    const limit = Math.max(1, Math.min(q.limit, 5000));
    const rows = await db
      .select({ event: sandboxWmsEvent.event })
      .from(sandboxWmsEvent)
      .where(
        and(
          eq(sandboxWmsEvent.tenantId, tenantId),
          eq(sandboxWmsEvent.unit, unit),
          gt(sandboxWmsEvent.seq, Math.max(0, q.afterSeq)),
        ),
      )
      .orderBy(asc(sandboxWmsEvent.seq))
      .limit(limit);
    const [setting] = await db
      .select({ lastSeq: sandboxWmsSetting.lastSeq })
      .from(sandboxWmsSetting)
      .where(unitOf(tenantId, unit));
    return { events: rows.map((r) => r.event), lastSeq: setting?.lastSeq ?? 0 };
  };

  return { ensureUnit, storedKey, getSettings, setSettings, reserve, change, listEvents, unitOf };
};

export type Feed = ReturnType<typeof createFeed>;
