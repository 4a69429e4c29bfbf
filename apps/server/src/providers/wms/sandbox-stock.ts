import { wmsSandboxRefusals as refuse, type WmsSandboxAddContainer } from '@kc/domain/wms/wms-sandbox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import {
  type WmsContainerSnapshot,
  type WmsDispatch,
  WmsProviderError,
  type WmsTrayMove,
  type WmsTrayUnlock,
} from './port';
import { sandboxWmsContainer, sandboxWmsGoods, sandboxWmsTray } from './sandbox.table';
import type { Change, Feed } from './sandbox-feed';
import { insertAlarm, loadContainers, rfidReadsOf, snapshotOf, type TrayRow } from './sandbox-snapshot';

/**
 * The warehouse's stock: containers, goods and trays, and what happens to them (README.md "Stock"). Every change
 * gives the container a new version and emits its snapshot; a change a real WMS would alarm on (a tray gone from
 * a locked container, a locked tray's weight off by more than WEIGHT_ALARM_PCT) emits the alarm in the same push.
 */

/** A locked tray whose weight changes by more than this (percent) raises a weight alarm. */
export const WEIGHT_ALARM_PCT = 1;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Generated numbers: case XH<unit><6 digits>, tray TP<unit><7 digits>, its EPC tag 24 digits (hex-safe). */
export const caseNumberOf = (unit: string, n: number) => `XH${unit}${pad(n, 6)}`;
export const trayCodeOf = (unit: string, n: number) => `TP${unit}${pad(n, 7)}`;
export const epcOf = (unit: string, n: number) =>
  `E280${pad(Number(unit.replace(/\D/g, '').slice(-4)) || 0, 4)}${pad(n, 16)}`;
/** A place in the warehouse: zone A, row 01–20, column 01–30. */
export const siteOf = (n: number) => `A-${pad((n % 20) + 1, 2)}-${pad((Math.floor(n / 20) % 30) + 1, 2)}`;

type TrayInput = WmsSandboxAddContainer['goods'][number]['trays'][number];
export type AddContainerInput = Omit<WmsSandboxAddContainer, 'unit' | 'goods'> & {
  goods: (Omit<WmsSandboxAddContainer['goods'][number], 'trays'> & { trays: TrayInput[] })[];
  inTime?: Date;
  tidanCode?: string | null;
  contractCode?: string | null;
  contractBegin?: string | null;
  contractEnd?: string | null;
};

const fixed2 = (v: string | number) => Number(v).toFixed(2);

export const createStock = (deps: { db: Db; feed: Feed }) => {
  const { db, feed } = deps;
  const inUnit = (tenantId: string, unit: string) =>
    and(eq(sandboxWmsContainer.tenantId, tenantId), eq(sandboxWmsContainer.unit, unit));

  /** A new version of the container, its snapshot emitted; answers the snapshot and its rows. */
  const touch = async (c: Change, containerId: string) => {
    await c.tx
      .update(sandboxWmsContainer)
      .set({ version: sql`${sandboxWmsContainer.version} + 1`, updateTime: c.at })
      .where(eq(sandboxWmsContainer.id, containerId));
    const [loaded] = await loadContainers(c.tx, [containerId], { present: false });
    const snapshot = snapshotOf(loaded!.container, loaded!.goods, loaded!.trays);
    c.emit({ type: 'container', container: snapshot });
    return { snapshot, ...loaded! };
  };

  const presentTray = async (q: DbOrTx, tenantId: string, unit: string, trayCode: string) => {
    const [tray] = await q
      .select()
      .from(sandboxWmsTray)
      .where(
        and(
          eq(sandboxWmsTray.tenantId, tenantId),
          eq(sandboxWmsTray.unit, unit),
          eq(sandboxWmsTray.trayCode, trayCode),
          eq(sandboxWmsTray.removed, 0),
        ),
      )
      .limit(1);
    if (!tray) throw refuse.trayMissing(trayCode);
    const [container] = await q.select().from(sandboxWmsContainer).where(eq(sandboxWmsContainer.id, tray.containerId));
    return { tray, container: container! };
  };

  /** 新增货物: a container arrives with its goods on trays, each tagged and read at the gate. */
  const addContainer = (tenantId: string, unit: string, input: AddContainerInput): Promise<WmsContainerSnapshot> =>
    feed.change(
      tenantId,
      unit,
      (c) => `新增货箱 ${c.caseNumber}`,
      async (c) => {
        let caseNumber = input.caseNumber;
        const taken = async (no: string) =>
          (
            await c.tx
              .select({ id: sandboxWmsContainer.id })
              .from(sandboxWmsContainer)
              .where(and(inUnit(tenantId, unit), eq(sandboxWmsContainer.caseNumber, no)))
          ).length > 0;
        if (caseNumber) {
          if (await taken(caseNumber)) throw refuse.caseNumberTaken(caseNumber);
        } else {
          do caseNumber = caseNumberOf(unit, await feed.reserve(c.tx, tenantId, unit, 'lastCase', 1));
          while (await taken(caseNumber));
        }
        const trays = input.goods.flatMap((g) => g.trays);
        const given = trays.map((t) => t.trayCode).filter((x): x is string => !!x);
        if (given.length) {
          const [clash] = await c.tx
            .select({ trayCode: sandboxWmsTray.trayCode })
            .from(sandboxWmsTray)
            .where(
              and(
                eq(sandboxWmsTray.tenantId, tenantId),
                eq(sandboxWmsTray.unit, unit),
                inArray(sandboxWmsTray.trayCode, given),
              ),
            )
            .limit(1);
          const twice = given.find((code, i) => given.indexOf(code) !== i);
          if (clash || twice) throw refuse.trayCodeTaken(clash?.trayCode ?? twice!);
        }
        let trayNo = await feed.reserve(c.tx, tenantId, unit, 'lastTray', trays.length);
        const [container] = await c.tx
          .insert(sandboxWmsContainer)
          .values({
            tenantId,
            unit,
            caseNumber,
            warehouseCode: input.warehouseCode,
            ownerCode: input.ownerCode,
            inTime: input.inTime ?? c.at,
            tidanCode: input.tidanCode ?? null,
            contractCode: input.contractCode ?? null,
            contractBegin: input.contractBegin ?? null,
            contractEnd: input.contractEnd ?? null,
            version: 0,
            createTime: c.at,
            updateTime: c.at,
          })
          .returning();
        for (const g of input.goods) {
          const [goods] = await c.tx
            .insert(sandboxWmsGoods)
            .values({
              containerId: container!.id,
              goodsName: g.goodsName,
              materialCode: g.materialCode,
              materialName: g.materialName ?? null,
              attrs: (g.attrs ?? []).map((a) => ({ attrCode: a.attrCode, attrName: a.attrName, value: a.value })),
            })
            .returning({ id: sandboxWmsGoods.id });
          await c.tx.insert(sandboxWmsTray).values(
            g.trays.map((t) => {
              const n = trayNo++;
              return {
                tenantId,
                unit,
                containerId: container!.id,
                goodsId: goods!.id,
                trayCode: t.trayCode ?? trayCodeOf(unit, n),
                rfidCode: t.rfidCode ?? epcOf(unit, n),
                siteCode: t.siteCode ?? siteOf(n),
                num: fixed2(t.num),
                weight: fixed2(t.weight),
                residueNum: fixed2(t.num),
                residueWeight: fixed2(t.weight),
                numUnit: t.numUnit ?? null,
                weightUnit: t.weightUnit ?? null,
                // tagged on arrival and read at the gate
                lastScanTime: c.at,
              };
            }),
          );
        }
        return (await touch(c, container!.id)).snapshot;
      },
    );

  /** A container alarm of a locked container that lost trays: the trays, their tags and the reads around them. */
  const trayMissingAlarm = async (
    c: Change,
    tenantId: string,
    unit: string,
    container: typeof sandboxWmsContainer.$inferSelect,
    gone: TrayRow[],
    allTrays: TrayRow[],
  ) => {
    const alarm = await insertAlarm(c.tx, {
      tenantId,
      unit,
      kind: 'container',
      at: c.at,
      warehouseCode: container.warehouseCode,
      containerId: container.id,
      caseNumber: container.caseNumber,
      content: `货箱 ${container.caseNumber} 托盘缺失：${gone.map((t) => t.trayCode).join('、')}`,
      trays: gone.map((t) => ({
        trayCode: t.trayCode,
        rfidCode: t.rfidCode,
        siteCode: t.siteCode,
        reason: '托盘缺失',
      })),
      devices: [],
      rfid: rfidReadsOf(allTrays),
    });
    c.emit({ type: 'alarm', alarm });
  };

  /** A tray leaves the warehouse; a locked container's loss raises a container alarm. */
  const removeTray = (tenantId: string, unit: string, trayCode: string) =>
    feed.change(tenantId, unit, `移除托盘 ${trayCode}`, async (c) => {
      const { tray, container } = await presentTray(c.tx, tenantId, unit, trayCode);
      await c.tx.update(sandboxWmsTray).set({ removed: 1 }).where(eq(sandboxWmsTray.id, tray.id));
      const [left] = await c.tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(sandboxWmsTray)
        .where(and(eq(sandboxWmsTray.containerId, container.id), eq(sandboxWmsTray.removed, 0)));
      if (!left?.n)
        await c.tx.update(sandboxWmsContainer).set({ removed: 1 }).where(eq(sandboxWmsContainer.id, container.id));
      const touched = await touch(c, container.id);
      if (container.locked === 1 && tray.unlocked !== 1)
        await trayMissingAlarm(c, tenantId, unit, container, [tray], touched.trays);
      return touched.snapshot;
    });

  /** The whole container leaves (every tray out). */
  const removeContainer = (tenantId: string, unit: string, containerId: string) =>
    feed.change(tenantId, unit, '货箱出库', async (c) => {
      const container = await containerIn(c.tx, tenantId, unit, containerId);
      const gone = await c.tx
        .update(sandboxWmsTray)
        .set({ removed: 1 })
        .where(and(eq(sandboxWmsTray.containerId, container.id), eq(sandboxWmsTray.removed, 0)))
        .returning();
      await c.tx.update(sandboxWmsContainer).set({ removed: 1 }).where(eq(sandboxWmsContainer.id, container.id));
      const touched = await touch(c, container.id);
      if (container.locked === 1 && gone.length)
        await trayMissingAlarm(c, tenantId, unit, container, gone, touched.trays);
      return touched.snapshot;
    });

  const containerIn = async (q: DbOrTx, tenantId: string, unit: string, containerId: string) => {
    if (!/^\d{1,19}$/.test(containerId)) throw refuse.containerMissing();
    const [container] = await q
      .select()
      .from(sandboxWmsContainer)
      .where(and(inUnit(tenantId, unit), eq(sandboxWmsContainer.id, containerId), eq(sandboxWmsContainer.removed, 0)));
    if (!container) throw refuse.containerMissing();
    return container;
  };

  /** Trays move to another place together (one batch); a locked container's trays do not move. */
  const moveTrays = (tenantId: string, unit: string, trayCodes: readonly string[], toSite: string) =>
    feed.change(tenantId, unit, `托盘移位 ${trayCodes.join('、')} → ${toSite}`, async (c) => {
      const found = [];
      for (const code of new Set(trayCodes)) found.push(await presentTray(c.tx, tenantId, unit, code));
      // A tray a partial unlock let go moves though its container is locked (unlockTrays).
      const locked = found.find((f) => f.container.locked === 1 && f.tray.unlocked !== 1);
      if (locked) throw refuse.trayLocked(locked.container.caseNumber);
      const moving = found.filter((f) => f.tray.siteCode !== toSite);
      if (moving.length === 0) throw refuse.sameSite();
      const batchId = `MV${c.at.getTime()}${Math.floor(Math.random() * 1000)
        .toString()
        .padStart(3, '0')}`;
      const moves: WmsTrayMove[] = [];
      for (const { tray, container } of moving) {
        await c.tx.update(sandboxWmsTray).set({ siteCode: toSite }).where(eq(sandboxWmsTray.id, tray.id));
        const move: WmsTrayMove = {
          trayCode: tray.trayCode,
          caseNumber: container.caseNumber,
          containerId: container.id,
          fromSite: tray.siteCode,
          toSite,
          batchId,
          movedAt: c.at.toISOString(),
        };
        c.emit({ type: 'trayMove', move });
        moves.push(move);
      }
      for (const id of new Set(moving.map((m) => m.container.id))) await touch(c, id);
      return moves;
    });
  const moveTray = async (tenantId: string, unit: string, trayCode: string, toSite: string) =>
    (await moveTrays(tenantId, unit, [trayCode], toSite))[0]!;

  /** The tray is weighed again; a locked one off by more than WEIGHT_ALARM_PCT raises a weight alarm. */
  const changeWeight = (tenantId: string, unit: string, trayCode: string, weight: string | number) =>
    feed.change(tenantId, unit, `托盘 ${trayCode} 重量改为 ${weight}`, async (c) => {
      const { tray, container } = await presentTray(c.tx, tenantId, unit, trayCode);
      const next = fixed2(weight);
      await c.tx
        .update(sandboxWmsTray)
        .set({ weight: next, residueWeight: next })
        .where(eq(sandboxWmsTray.id, tray.id));
      const touched = await touch(c, container.id);
      const before = Number(tray.weight);
      const pct = before > 0 ? (Math.abs(Number(next) - before) / before) * 100 : 100;
      if (container.locked === 1 && pct > WEIGHT_ALARM_PCT) {
        const alarm = await insertAlarm(c.tx, {
          tenantId,
          unit,
          kind: 'weight',
          at: c.at,
          warehouseCode: container.warehouseCode,
          containerId: container.id,
          caseNumber: container.caseNumber,
          content: `货箱 ${container.caseNumber} 托盘 ${tray.trayCode} 重量由 ${tray.weight} 变为 ${next}（变化 ${pct.toFixed(2)}%）`,
          trays: [{ trayCode: tray.trayCode, rfidCode: tray.rfidCode, siteCode: tray.siteCode, reason: '重量变化' }],
          devices: [],
          rfid: rfidReadsOf(touched.trays.filter((t) => t.id === tray.id)),
        });
        c.emit({ type: 'alarm', alarm });
      }
      return touched.snapshot;
    });

  /** lock / unlock (port.ts): all or nothing; unknown ids refused; a container already so is left as it is. */
  const setLocked = async (tenantId: string, unit: string, containerIds: readonly string[], locked: boolean) => {
    const ids = [...new Set(containerIds)];
    const valid = ids.filter((id) => /^\d{1,19}$/.test(id));
    const known = valid.length
      ? await db
          .select({ id: sandboxWmsContainer.id })
          .from(sandboxWmsContainer)
          .where(and(inUnit(tenantId, unit), inArray(sandboxWmsContainer.id, valid)))
      : [];
    const missing = ids.filter((id) => !known.some((k) => k.id === id));
    if (missing.length) throw new WmsProviderError('CONTAINER_NOT_FOUND', `货箱不存在：${missing.join('、')}`);
    if (ids.length === 0) return;
    const verb = locked ? '锁定货箱' : '解锁货箱';
    await feed.change(
      tenantId,
      unit,
      (cases: string[]) => `${verb} ${cases.join('、')}`.slice(0, 200),
      async (c) => {
        const changed = await c.tx
          .update(sandboxWmsContainer)
          .set({ locked: locked ? 1 : 0 })
          .where(and(inArray(sandboxWmsContainer.id, ids), eq(sandboxWmsContainer.locked, locked ? 0 : 1)))
          .returning({ id: sandboxWmsContainer.id, caseNumber: sandboxWmsContainer.caseNumber });
        const sorted = changed.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
        for (const { id } of sorted) await touch(c, id);
        return sorted.map((x) => x.caseNumber);
      },
    );
  };

  /**
   * dispatch (port.ts): trays leave under an outbound order the platform passed. Authorized, so no missing-tray alarm
   * even from a locked container; a container left without trays is gone and unlocked. All or nothing; trays already
   * gone are left as they are (idempotent: nothing left to do, no event).
   */
  const dispatch = async (tenantId: string, unit: string, input: WmsDispatch) => {
    const container = /^\d{1,19}$/.test(input.containerId)
      ? (
          await db
            .select()
            .from(sandboxWmsContainer)
            .where(and(inUnit(tenantId, unit), eq(sandboxWmsContainer.id, input.containerId)))
        )[0]
      : undefined;
    if (!container) throw new WmsProviderError('CONTAINER_NOT_FOUND', `货箱不存在：${input.containerId}`);
    const ids = [...new Set(input.trayIds)];
    const valid = ids.filter((id) => /^\d{1,19}$/.test(id));
    const trays = valid.length
      ? await db
          .select()
          .from(sandboxWmsTray)
          .where(and(eq(sandboxWmsTray.containerId, container.id), inArray(sandboxWmsTray.id, valid)))
      : [];
    const missing = ids.filter((id) => !trays.some((t) => t.id === id));
    if (missing.length) throw new WmsProviderError('TRAY_NOT_FOUND', `托盘不存在：${missing.join('、')}`);
    const leaving = trays.filter((t) => t.removed === 0);
    if (leaving.length === 0) return;
    await feed.change(
      tenantId,
      unit,
      `出库 ${input.ref}：货箱 ${container.caseNumber} 托盘 ${leaving.map((t) => t.trayCode).join('、')}`.slice(0, 200),
      async (c) => {
        await c.tx
          .update(sandboxWmsTray)
          .set({ removed: 1 })
          .where(
            inArray(
              sandboxWmsTray.id,
              leaving.map((t) => t.id),
            ),
          );
        const [left] = await c.tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(sandboxWmsTray)
          .where(and(eq(sandboxWmsTray.containerId, container.id), eq(sandboxWmsTray.removed, 0)));
        if (!left?.n)
          await c.tx
            .update(sandboxWmsContainer)
            .set({ removed: 1, locked: 0 })
            .where(eq(sandboxWmsContainer.id, container.id));
        return (await touch(c, container.id)).snapshot;
      },
    );
  };

  /**
   * unlockTrays (port.ts, a partial unlock passed): these trays of the container are let go — they move and leave
   * without an alarm — while the container and its other trays stay locked. All or nothing; trays already let go or
   * gone are left alone (idempotent: nothing to do, no event).
   */
  const unlockTrays = async (tenantId: string, unit: string, input: WmsTrayUnlock) => {
    const container = /^\d{1,19}$/.test(input.containerId)
      ? (
          await db
            .select()
            .from(sandboxWmsContainer)
            .where(and(inUnit(tenantId, unit), eq(sandboxWmsContainer.id, input.containerId)))
        )[0]
      : undefined;
    if (!container) throw new WmsProviderError('CONTAINER_NOT_FOUND', `货箱不存在：${input.containerId}`);
    const ids = [...new Set(input.trayIds)];
    const valid = ids.filter((id) => /^\d{1,19}$/.test(id));
    const trays = valid.length
      ? await db
          .select()
          .from(sandboxWmsTray)
          .where(and(eq(sandboxWmsTray.containerId, container.id), inArray(sandboxWmsTray.id, valid)))
      : [];
    const missing = ids.filter((id) => !trays.some((t) => t.id === id));
    if (missing.length) throw new WmsProviderError('TRAY_NOT_FOUND', `托盘不存在：${missing.join('、')}`);
    const letGo = trays.filter((t) => t.removed === 0 && t.unlocked === 0);
    if (letGo.length === 0) return;
    await feed.change(
      tenantId,
      unit,
      `部分解锁：货箱 ${container.caseNumber} 托盘 ${letGo.map((t) => t.trayCode).join('、')}`.slice(0, 200),
      async (c) => {
        await c.tx
          .update(sandboxWmsTray)
          .set({ unlocked: 1 })
          .where(
            inArray(
              sandboxWmsTray.id,
              letGo.map((t) => t.id),
            ),
          );
        return (await touch(c, container.id)).snapshot;
      },
    );
  };

  return {
    addContainer,
    dispatch,
    unlockTrays,
    removeTray,
    removeContainer,
    moveTrays,
    moveTray,
    changeWeight,
    lock: (tenantId: string, unit: string, ids: readonly string[]) => setLocked(tenantId, unit, ids, true),
    unlock: (tenantId: string, unit: string, ids: readonly string[]) => setLocked(tenantId, unit, ids, false),
    touch,
    presentTray,
  };
};

export type Stock = ReturnType<typeof createStock>;
