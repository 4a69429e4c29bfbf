import type { Page } from '@kc/domain';
import type {
  WmsSandboxContainerRow,
  wmsSandboxAlarmRow,
  wmsSandboxChangeAnswer,
  wmsSandboxDeliveryRow,
  wmsSandboxEnterprises,
} from '@kc/domain/wms/wms-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';

/** The WMS sandbox console's routes (providers/wms/README.md "Console"): admin only, Chinese refusals. */

let t: TestApp;
let admin: string;
let shipper: string;
const unit = '1004';
type Change = z.infer<typeof wmsSandboxChangeAnswer>;
type Alarm = z.infer<typeof wmsSandboxAlarmRow>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, shipper] = await Promise.all([t.login('admin'), t.login('shipper')]);
});
afterAll(async () => t?.close());

const post = (token: string | undefined, url: string, payload: object) =>
  t.as(token, { method: 'POST', url: `/api/kc-sandbox/wms/${url}`, payload });
const get = (token: string | undefined, url: string) =>
  t.as(token, { method: 'GET', url: `/api/kc-sandbox/wms/${url}` });

describe('WMS sandbox console', () => {
  it.each([
    ['GET', 'containers?unit=1001'],
    ['GET', 'enterprises'],
    ['POST', 'addGoods'],
    ['POST', 'removeTray'],
    ['POST', 'device'],
    ['POST', 'resend'],
  ] as const)('%s %s needs the sandbox permission', async (method, url) => {
    const payload = method === 'POST' ? {} : undefined;
    const at = `/api/kc-sandbox/wms/${url}`;
    expect((await t.as(undefined, { method, url: at, payload })).statusCode).toBe(401);
    expect((await t.as(shipper, { method, url: at, payload })).statusCode).toBe(403);
  });

  it('offers the demo warehouse and shipper first', async () => {
    const e = await dataOf<z.infer<typeof wmsSandboxEnterprises>>(get(admin, 'enterprises'));
    expect(e.warehouses[0]).toMatchObject({ code: 'CK0001' });
    expect(e.owners[0]).toMatchObject({ code: 'HZ0001' });
  });

  it('adds goods, lists them with their trays and takes a tray out', async () => {
    const added = await dataOf<Change>(
      post(admin, 'addGoods', {
        unit,
        warehouseCode: 'CK0001',
        ownerCode: 'HZ0001',
        goodsName: '新疆机采棉',
        materialCode: 'WMS-MH-01',
        trayCount: 3,
        weight: '2.25',
        num: 10,
      }),
    );
    expect(added).toMatchObject({ caseNumber: expect.stringMatching(/^XH1004\d{6}$/), version: 1, locked: false });
    const page = await dataOf<Page<WmsSandboxContainerRow>>(get(admin, `containers?unit=${unit}`));
    const row = page.records.find((r) => r.containerId === added.containerId)!;
    expect(row).toMatchObject({ totalWeight: '6.75', trayCount: 3 });
    const tray = row.goods[0]!.trays[0]!;
    expect(tray).toMatchObject({ weight: '2.25', num: '10.00', weightUnit: '1', numUnit: '2', removed: false });
    const removed = await dataOf<Change>(post(admin, 'removeTray', { unit, trayCode: tray.trayCode }));
    expect(removed.version).toBe(2);
    expectRefusal(
      await post(admin, 'removeTray', { unit, trayCode: tray.trayCode }),
      404,
      'wms_sandbox.tray_missing',
      `托盘 ${tray.trayCode} 不存在或已移除`,
    );
    const deliveries = await dataOf<Page<z.infer<typeof wmsSandboxDeliveryRow>>>(get(admin, `deliveries?unit=${unit}`));
    expect(deliveries.records).toHaveLength(2);
  });

  it('refuses malformed input with the form’s messages', async () => {
    const res = await post(admin, 'addGoods', {
      unit,
      warehouseCode: 'CK0001',
      ownerCode: '',
      goodsName: '棉花',
      materialCode: 'WMS-MH-01',
      trayCount: 0,
      weight: '-1',
      num: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/请输入货主企业编码|托盘数量至少为1|每托重量/);
    expectRefusal(
      await post(admin, 'moveTray', { unit, trayCode: 'NOPE', toSite: 'A-01-01' }),
      404,
      'wms_sandbox.tray_missing',
    );
    expectRefusal(await post(admin, 'lock', { unit, containerId: '123' }), 404, 'wms_sandbox.container_missing');
  });

  it('takes a reader offline and back, and switches the push mode', async () => {
    await dataOf(
      post(admin, 'addDevice', { unit, warehouseCode: 'CK0001', deviceCode: 'RFID-09', deviceName: '9号读写器' }),
    );
    const raised = await dataOf<Alarm>(post(admin, 'device', { unit, deviceCode: 'RFID-09', online: false }));
    expect(raised).toMatchObject({ kind: 'offline', status: 'open' });
    const cleared = await dataOf<Alarm>(post(admin, 'device', { unit, deviceCode: 'RFID-09', online: true }));
    expect(cleared).toMatchObject({ alarmId: raised.alarmId, status: 'cleared' });
    const devices = await dataOf(get(admin, `devices?unit=${unit}`));
    expect(devices).toContainEqual(expect.objectContaining({ deviceCode: 'RFID-09', online: true }));
    expect(await dataOf(post(admin, 'settings', { unit, mode: 'drop' }))).toMatchObject({ mode: 'drop' });
    expect(await dataOf(get(admin, `settings?unit=${unit}`))).toMatchObject({ mode: 'drop', timeScale: 1 });
    await dataOf(post(admin, 'settings', { unit, mode: 'normal' }));
  });
});
