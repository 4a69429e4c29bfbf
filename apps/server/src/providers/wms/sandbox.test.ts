import { DomainError } from '@kc/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openTestDatabase } from '../../test/harness';
import { type WmsContainerSnapshot, type WmsEvent, WmsProviderError } from './port';
import { signPush } from './protocol';
import { createSandboxWms, type WmsDeliverRequest, type WmsSandbox } from './sandbox';
import { DEMO_STOCK } from './sandbox-bulk';
import { RETRY_SCHEDULE_SECONDS } from './sandbox-delivery';

/** The WMS sandbox's protocol and warehouse (README.md), on a simulated clock and a recording platform. */

let database: Database;
let wms: WmsSandbox;
let at = new Date('2026-11-24T02:00:00Z');
const T = '000000';
const sent: WmsDeliverRequest[] = [];
/** What the platform answers next (by default: verify, then 200). */
let answer: (r: WmsDeliverRequest) => Promise<{ status: number; body: string }>;

const unitOf = (r: WmsDeliverRequest) => decodeURIComponent(r.path.split('/').pop()!);
const verifyAndAck = async (r: WmsDeliverRequest) => {
  try {
    await wms.verifyPush(T, unitOf(r), { headers: r.headers, rawBody: r.body });
    return { status: 200, body: '{"code":"SUCCESS"}' };
  } catch (e) {
    return { status: 400, body: JSON.stringify({ code: 'FAIL', message: (e as Error).message }) };
  }
};
const eventsOf = (r: WmsDeliverRequest) => (JSON.parse(r.body) as { events: WmsEvent[] }).events;
const containerEvents = (r: WmsDeliverRequest) =>
  eventsOf(r).flatMap((e) => (e.type === 'container' ? [e.container] : []));
const alarmEvents = (r: WmsDeliverRequest) => eventsOf(r).flatMap((e) => (e.type === 'alarm' ? [e.alarm] : []));

let units = 0;
/** A fresh WMS platform per test, so tests do not see each other's stock. */
const newUnit = () => `T${++units}`;

const add = (unit: string, trays = 3, over: { caseNumber?: string } = {}) =>
  wms.addContainer(T, unit, {
    warehouseCode: 'CK0001',
    ownerCode: 'HZ0001',
    ...over,
    goods: [
      {
        goodsName: '新疆机采棉',
        materialCode: 'WMS-MH-01',
        attrs: [{ attrCode: 'producingArea', attrName: '产区', value: '新疆阿克苏' }],
        trays: Array.from({ length: trays }, () => ({ num: '10', weight: '2.25', numUnit: '2', weightUnit: '1' })),
      },
    ],
  });
const traysOf = (c: WmsContainerSnapshot) => c.goods.flatMap((g) => g.trays);

beforeAll(async () => {
  database = await openTestDatabase();
  wms = createSandboxWms({
    db: database.db,
    deliver: async (r) => {
      sent.push(r);
      return answer(r);
    },
    onError: () => undefined,
  });
  wms.setClock(() => at);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  sent.length = 0;
  answer = verifyAndAck;
});

describe(`WMS sandbox on ${process.env.TEST_DB}`, () => {
  describe('signed pushes', () => {
    it('pushes each change once, signed with the key the platform verifies with', async () => {
      const unit = newUnit();
      const c = await add(unit);
      expect(sent).toHaveLength(1);
      const push = sent[0]!;
      expect(push.path).toBe(`/api/kc-wms/notify/${T}/${unit}`);
      const key = await wms.keyOf(T, unit);
      const ts = push.headers['x-wms-timestamp']!;
      const nonce = push.headers['x-wms-nonce']!;
      expect(push.headers['x-wms-signature']).toBe(signPush(key, ts, nonce, push.body));
      expect(ts).toBe(String(Math.floor(at.getTime() / 1000)));
      const events = await wms.verifyPush(T, unit, { headers: push.headers, rawBody: push.body });
      expect(events.map((e) => e.type)).toEqual(['container']);
      expect(containerEvents(push)[0]).toEqual(c);
      // another instance over the same tables verifies it too
      const other = createSandboxWms({ db: database.db });
      other.setClock(() => at);
      expect(await other.verifyPush(T, unit, { headers: push.headers, rawBody: push.body })).toHaveLength(1);
    });

    it('refuses a tampered body, a wrong key, an old push, missing headers and a malformed body', async () => {
      const unit = newUnit();
      await add(unit);
      const push = sent[0]!;
      const refusal = async (headers: Record<string, string | undefined>, rawBody: string) => {
        try {
          await wms.verifyPush(T, unit, { headers, rawBody });
          return null;
        } catch (e) {
          expect(e).toBeInstanceOf(WmsProviderError);
          return { code: (e as WmsProviderError).code, message: (e as Error).message };
        }
      };
      const tampered = push.body.replace('"2.25"', '"9.25"');
      expect(await refusal(push.headers, tampered)).toEqual({ code: 'SIGN_ERROR', message: '推送签名验证失败' });
      expect(await refusal({ ...push.headers, 'x-wms-signature': undefined }, push.body)).toEqual({
        code: 'SIGN_ERROR',
        message: '推送缺少签名头',
      });
      const forged = signPush('not-the-key', push.headers['x-wms-timestamp']!, 'n1', push.body);
      expect(
        await refusal({ ...push.headers, 'x-wms-nonce': 'n1', 'x-wms-signature': forged }, push.body),
      ).toMatchObject({ code: 'SIGN_ERROR' });
      // five minutes later the same push no longer verifies
      const later = at;
      at = new Date(at.getTime() + 5 * 60 * 1000);
      expect(await refusal(push.headers, push.body)).toEqual({ code: 'SIGN_ERROR', message: '推送已过期或时间不符' });
      at = later;
      // a well-signed body that is not a push
      const bad = await wms.composePush(T, unit, [{ id: 'x' } as unknown as WmsEvent]);
      expect(await refusal(bad.headers, bad.body)).toEqual({ code: 'BAD_BODY', message: '推送内容格式错误' });
      // a platform never used has no key
      await expect(wms.verifyPush(T, 'NEVER', { headers: push.headers, rawBody: push.body })).rejects.toThrow(
        '该WMS平台未配置推送密钥',
      );
    });
  });

  describe('the change feed', () => {
    it('numbers events in order, pages them, and grows the container version with every change', async () => {
      const unit = newUnit();
      const c = await add(unit, 2);
      expect(c.version).toBe(1);
      const [t1, t2] = traysOf(c);
      const moved = await wms.moveTray(T, unit, t1!.trayCode, 'B-01-01');
      expect(moved).toMatchObject({ trayCode: t1!.trayCode, fromSite: t1!.siteCode, toSite: 'B-01-01' });
      expect(moved.batchId).toMatch(/^MV/);
      const weighed = await wms.changeWeight(T, unit, t2!.trayCode, '2.30');
      expect(weighed.version).toBe(3);
      const all = await wms.listEvents(T, unit, { afterSeq: 0, limit: 100 });
      expect(all.events.map((e) => [e.seq, e.type])).toEqual([
        [1, 'container'],
        [2, 'trayMove'],
        [3, 'container'],
        [4, 'container'],
      ]);
      expect(all.lastSeq).toBe(4);
      expect(new Set(all.events.map((e) => e.id)).size).toBe(4);
      const versions = all.events.flatMap((e) => (e.type === 'container' ? [e.container.version] : []));
      expect(versions).toEqual([1, 2, 3]);
      const page = await wms.listEvents(T, unit, { afterSeq: 1, limit: 2 });
      expect(page.events.map((e) => e.seq)).toEqual([2, 3]);
      expect(page.lastSeq).toBe(4);
      // pushed and pulled events are the same events
      expect(sent.flatMap(eventsOf)).toEqual(all.events);
      // the move and the new snapshot went out in one push
      expect(eventsOf(sent[1]!).map((e) => e.type)).toEqual(['trayMove', 'container']);
    });

    it('lists every container snapshot by id, a page after a cursor', async () => {
      const unit = newUnit();
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await add(unit, 1));
      await wms.removeTray(T, unit, traysOf(made[4]!)[0]!.trayCode);
      const first = await wms.listContainers(T, unit, { after: null, limit: 2 });
      expect(first.containers.map((c) => c.caseNumber)).toEqual(made.slice(0, 2).map((c) => c.caseNumber));
      const second = await wms.listContainers(T, unit, { after: first.next, limit: 2 });
      const third = await wms.listContainers(T, unit, { after: second.next, limit: 2 });
      expect(third.next).toBeNull();
      const last = third.containers[0]!;
      // removed ones included: all goods gone, the last snapshot says so
      expect(last).toMatchObject({ caseNumber: made[4]!.caseNumber, removed: true, goods: [], version: 2 });
      await expect(wms.listContainers(T, unit, { after: 'x;drop', limit: 2 })).rejects.toThrow('分页游标无效');
    });
  });

  describe('locks', () => {
    it('locks and unlocks idempotently; a locked container’s trays do not move until unlocked', async () => {
      const unit = newUnit();
      const c = await add(unit, 2);
      sent.length = 0;
      await wms.lock(T, unit, [c.containerId]);
      expect(containerEvents(sent[0]!)[0]).toMatchObject({ locked: true, version: 2 });
      await wms.lock(T, unit, [c.containerId]);
      expect(sent).toHaveLength(1);
      const tray = traysOf(c)[0]!;
      await expect(wms.moveTray(T, unit, tray.trayCode, 'C-01-01')).rejects.toThrow(
        `货箱 ${c.caseNumber} 已锁定，托盘不能移位，请先解锁`,
      );
      await wms.unlock(T, unit, [c.containerId]);
      await wms.unlock(T, unit, [c.containerId]);
      expect(sent).toHaveLength(2);
      expect(containerEvents(sent[1]!)[0]).toMatchObject({ locked: false, version: 3 });
      expect((await wms.moveTray(T, unit, tray.trayCode, 'C-01-01')).toSite).toBe('C-01-01');
    });

    it('unlocks chosen trays of a locked container: they move and leave without an alarm, the others stay locked', async () => {
      const unit = newUnit();
      const c = await add(unit, 3);
      await wms.lock(T, unit, [c.containerId]);
      const [free, kept] = traysOf(c);
      sent.length = 0;
      await wms.unlockTrays(T, unit, { containerId: c.containerId, trayIds: [free!.trayId] });
      await wms.unlockTrays(T, unit, { containerId: c.containerId, trayIds: [free!.trayId] });
      expect(sent).toHaveLength(1);
      expect(containerEvents(sent[0]!)[0]).toMatchObject({ locked: true });
      expect((await wms.moveTray(T, unit, free!.trayCode, 'C-01-01')).toSite).toBe('C-01-01');
      await expect(wms.moveTray(T, unit, kept!.trayCode, 'C-01-01')).rejects.toThrow('已锁定');
      await wms.removeTray(T, unit, free!.trayCode);
      expect(await wms.listOpenAlarms(T, unit)).toEqual([]);
      await expect(wms.unlockTrays(T, unit, { containerId: c.containerId, trayIds: ['999999999'] })).rejects.toThrow(
        '托盘不存在：999999999',
      );
    });

    it('refuses unknown container ids and changes nothing', async () => {
      const unit = newUnit();
      const c = await add(unit, 1);
      sent.length = 0;
      const err = await wms.lock(T, unit, [c.containerId, '999999999', 'abc']).catch((e) => e);
      expect(err).toBeInstanceOf(WmsProviderError);
      expect(err).toMatchObject({ code: 'CONTAINER_NOT_FOUND', message: '货箱不存在：999999999、abc' });
      await expect(wms.unlock(T, 'OTHER', [c.containerId])).rejects.toThrow(`货箱不存在：${c.containerId}`);
      expect(sent).toHaveLength(0);
      expect((await wms.listContainers(T, unit, { after: null, limit: 10 })).containers[0]!.locked).toBe(false);
    });
  });

  describe('alarms a real WMS raises', () => {
    it('a tray taken from a locked container raises a container alarm with the tray and the RFID reads', async () => {
      const unit = newUnit();
      const c = await add(unit, 3);
      const [gone] = traysOf(c);
      // unlocked: no alarm
      const free = await add(unit, 2);
      await wms.removeTray(T, unit, traysOf(free)[0]!.trayCode);
      expect(await wms.listOpenAlarms(T, unit)).toEqual([]);
      await wms.lock(T, unit, [c.containerId]);
      sent.length = 0;
      const after = await wms.removeTray(T, unit, gone!.trayCode);
      expect(traysOf(after).map((t) => t.trayCode)).not.toContain(gone!.trayCode);
      expect(sent).toHaveLength(1);
      expect(eventsOf(sent[0]!).map((e) => e.type)).toEqual(['container', 'alarm']);
      const alarm = alarmEvents(sent[0]!)[0]!;
      expect(alarm).toMatchObject({
        kind: 'container',
        status: 'open',
        containerId: c.containerId,
        caseNumber: c.caseNumber,
        warehouseCode: 'CK0001',
        trays: [{ trayCode: gone!.trayCode, rfidCode: gone!.rfidCode, siteCode: gone!.siteCode, reason: '托盘缺失' }],
        version: 1,
      });
      expect(alarm.rfid).toHaveLength(3);
      expect(alarm.rfid).toContainEqual({ epcCode: gone!.rfidCode, scanTime: at.toISOString() });
      expect(await wms.listOpenAlarms(T, unit)).toEqual([alarm]);
      await expect(wms.removeTray(T, unit, gone!.trayCode)).rejects.toThrow(`托盘 ${gone!.trayCode} 不存在或已移除`);
    });

    it('a locked tray weighed more than 1% off raises a weight alarm; within 1% it does not', async () => {
      const unit = newUnit();
      const c = await add(unit, 2);
      const [t1, t2] = traysOf(c);
      await wms.lock(T, unit, [c.containerId]);
      sent.length = 0;
      await wms.changeWeight(T, unit, t1!.trayCode, '2.27');
      expect(alarmEvents(sent[0]!)).toEqual([]);
      await wms.changeWeight(T, unit, t2!.trayCode, '2.00');
      const [alarm] = alarmEvents(sent[1]!);
      expect(alarm).toMatchObject({ kind: 'weight', containerId: c.containerId, trays: [{ trayCode: t2!.trayCode }] });
      expect(alarm!.content).toContain('重量由 2.25 变为 2.00');
      expect(containerEvents(sent[1]!)[0]!.goods[0]!.trays[1]).toMatchObject({ weight: '2.00', residueWeight: '2.00' });
    });

    it('a device going offline raises an offline alarm, cleared when it comes back', async () => {
      const unit = newUnit();
      await wms.addDevice(T, unit, { warehouseCode: 'CK0001', deviceCode: 'RFID-01', deviceName: '1号门读写器' });
      const raised = await wms.setDeviceOnline(T, unit, 'RFID-01', false);
      expect(raised).toMatchObject({
        kind: 'offline',
        status: 'open',
        warehouseCode: 'CK0001',
        devices: [
          { deviceCode: 'RFID-01', deviceName: '1号门读写器', offlineTime: at.toISOString(), onlineTime: null },
        ],
      });
      expect(await wms.setDeviceOnline(T, unit, 'RFID-01', false)).toBeNull();
      const back = new Date(at.getTime() + 60_000);
      const was = at;
      at = back;
      const cleared = await wms.setDeviceOnline(T, unit, 'RFID-01', true);
      at = was;
      expect(cleared).toMatchObject({
        alarmId: raised!.alarmId,
        status: 'cleared',
        clearedAt: back.toISOString(),
        version: 2,
        devices: [{ deviceCode: 'RFID-01', onlineTime: back.toISOString() }],
      });
      expect(await wms.listOpenAlarms(T, unit)).toEqual([]);
      expect(sent.flatMap(alarmEvents).map((a) => [a.alarmId, a.status, a.version])).toEqual([
        [raised!.alarmId, 'open', 1],
        [raised!.alarmId, 'cleared', 2],
      ]);
      await expect(wms.setDeviceOnline(T, unit, 'NOPE', false)).rejects.toThrow('设备 NOPE 不存在');
    });

    it('raises and clears an alarm by hand; a cleared alarm cannot be cleared again', async () => {
      const unit = newUnit();
      const c = await add(unit, 2);
      const alarm = await wms.raiseAlarm(T, unit, {
        kind: 'container',
        containerId: c.containerId,
        trayCodes: [traysOf(c)[0]!.trayCode],
        content: '托盘位置异常',
      });
      expect(alarm).toMatchObject({ kind: 'container', caseNumber: c.caseNumber, content: '托盘位置异常' });
      expect(alarm.trays).toHaveLength(1);
      const cleared = await wms.clearAlarm(T, unit, alarm.alarmId);
      expect(cleared).toMatchObject({ status: 'cleared', version: 2 });
      const again = await wms.clearAlarm(T, unit, alarm.alarmId).catch((e) => e);
      expect(again).toBeInstanceOf(DomainError);
      expect(again.message).toBe('该告警已解除');
    });

    it('scanning updates the tags’ last read; an unknown tag is a warned read', async () => {
      const unit = newUnit();
      const c = await add(unit, 2);
      const [t1] = traysOf(c);
      at = new Date(at.getTime() + 3_600_000);
      sent.length = 0;
      const scans = await wms.scanTags(T, unit, { epcCodes: [t1!.rfidCode!, 'E2800000DEADBEEF'] });
      expect(scans).toEqual([
        { epcCode: t1!.rfidCode, siteCode: t1!.siteCode, deviceCode: null, scanTime: at.toISOString(), warn: null },
        {
          epcCode: 'E2800000DEADBEEF',
          siteCode: null,
          deviceCode: null,
          scanTime: at.toISOString(),
          warn: '未登记的标签',
        },
      ]);
      expect(eventsOf(sent[0]!).map((e) => e.type)).toEqual(['rfidScan', 'container']);
      expect(containerEvents(sent[0]!)[0]!.goods[0]!.trays[0]!.lastScanTime).toBe(at.toISOString());
    });
  });

  describe('delivery modes', () => {
    it('retries a refused push on the schedule and delivers it once answered 200', async () => {
      const unit = newUnit();
      await wms.setSettings(T, unit, { timeScale: 1 });
      answer = async () => ({ status: 500, body: 'down' });
      await add(unit, 1);
      const [row] = (await wms.listDeliveries(T, unit, { current: 1, size: 10 })).records;
      expect(row).toMatchObject({ status: 'pending', attempt: 1, lastStatus: 500 });
      expect(await wms.deliverDue()).toBe(0);
      answer = verifyAndAck;
      at = new Date(at.getTime() + RETRY_SCHEDULE_SECONDS[0] * 1000);
      expect(await wms.deliverDue()).toBe(1);
      const [done] = (await wms.listDeliveries(T, unit, { current: 1, size: 10 })).records;
      expect(done).toMatchObject({ status: 'delivered', attempt: 2, lastStatus: 200 });
      expect(sent).toHaveLength(2);
      expect(sent[0]!.body).toBe(sent[1]!.body);
    });

    it('twice: every push delivered twice', async () => {
      const unit = newUnit();
      await wms.setSettings(T, unit, { mode: 'twice' });
      await add(unit, 1);
      expect(sent).toHaveLength(2);
      expect(sent[0]!.body).toBe(sent[1]!.body);
    });

    it('outOfOrder: a push is held until the next one has gone', async () => {
      const unit = newUnit();
      await wms.setSettings(T, unit, { mode: 'outOfOrder' });
      const c = await add(unit, 1);
      expect(sent).toHaveLength(0);
      await wms.lock(T, unit, [c.containerId]);
      expect(sent.map((s) => containerEvents(s)[0]!.version)).toEqual([2, 1]);
    });

    it('late: held until released; drop: never pushed, the pull finds it; resend sends a dropped push', async () => {
      const unit = newUnit();
      await wms.setSettings(T, unit, { mode: 'late' });
      await add(unit, 1);
      expect(sent).toHaveLength(0);
      expect(await wms.release(T, unit)).toBe(1);
      expect(sent).toHaveLength(1);
      await wms.setSettings(T, unit, { mode: 'drop' });
      await add(unit, 1);
      expect(sent).toHaveLength(1);
      const feed = await wms.listEvents(T, unit, { afterSeq: 0, limit: 10 });
      expect(feed.events).toHaveLength(2);
      const [dropped] = (await wms.listDeliveries(T, unit, { current: 1, size: 10 })).records;
      expect(dropped!.status).toBe('dropped');
      const resent = await wms.resend(T, dropped!.id);
      expect(resent).toMatchObject({ status: 'delivered', duplicate: true });
      expect(eventsOf(sent[1]!)).toEqual([feed.events[1]]);
    });
  });

  describe('stock in bulk', () => {
    it('generates containers and trays set-based, each container a feed event shaped like any snapshot', async () => {
      const unit = newUnit();
      const made = await wms.generateBulk(T, unit, {
        warehouseCode: 'CK0001',
        ownerCode: 'HZ0001',
        containers: 40,
        traysPerContainer: 3,
      });
      expect(made).toEqual({ containers: 40, trays: 120, firstSeq: 1, lastSeq: 40 });
      expect(sent).toHaveLength(0);
      const feed = await wms.listEvents(T, unit, { afterSeq: 0, limit: 100 });
      expect(feed.events).toHaveLength(40);
      const listed = await wms.listContainers(T, unit, { after: null, limit: 100 });
      expect(listed.containers).toHaveLength(40);
      expect(feed.events.map((e) => (e.type === 'container' ? e.container : null))).toEqual(listed.containers);
      expect(new Set(listed.containers.flatMap((c) => traysOf(c).map((t) => t.rfidCode))).size).toBe(120);
      // the ordinary operations carry on after it
      const next = await add(unit, 1);
      expect(next.caseNumber).toBe(`XH${unit}000041`);
      expect((await wms.listEvents(T, unit, { afterSeq: 40, limit: 10 })).events[0]!.seq).toBe(41);
    });

    it('seeds the demo stock once', async () => {
      const unit = newUnit();
      const first = await wms.seedDemoStock(T, { unit, warehouseCode: 'CK0001', ownerCode: 'HZ0001' });
      expect(first.created).toBe(true);
      expect(first.containers.map((c) => c.caseNumber)).toEqual(DEMO_STOCK.map((d) => d.caseNumber));
      expect(first.containers.every((c) => traysOf(c).every((t) => t.lastScanTime && t.weightUnit === '1'))).toBe(true);
      expect(await wms.listDevices(T, unit)).toHaveLength(2);
      const second = await wms.seedDemoStock(T, { unit, warehouseCode: 'CK0001', ownerCode: 'HZ0001' });
      expect(second.created).toBe(false);
      expect(second.containers).toEqual(first.containers);
    });
  });
});
