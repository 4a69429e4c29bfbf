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
import { createTestApp, dataOf, expectRefusal, type Session, type TestApp } from '../../test/harness';

/** The WMS sandbox console's routes (providers/wms/README.md "Console"): admin only, Chinese refusals. */

let t: TestApp;
let admin: Session;
let shipper: Session;
const unit = '1004';
type Change = z.infer<typeof wmsSandboxChangeAnswer>;
type Alarm = z.infer<typeof wmsSandboxAlarmRow>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, shipper] = await Promise.all([t.session('admin'), t.session('shipper')]);
});
afterAll(async () => t?.close());

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
    expect((await shipper.as({ method, url: at, payload })).statusCode).toBe(403);
  });

  it('offers the demo warehouse and shipper first', async () => {
    const e = await dataOf<z.infer<typeof wmsSandboxEnterprises>>(admin.get('/api/kc-sandbox/wms/enterprises'));
    expect(e.warehouses[0]).toMatchObject({ code: 'CK0001' });
    expect(e.owners[0]).toMatchObject({ code: 'HZ0001' });
  });

  it('adds goods, lists them with their trays and takes a tray out', async () => {
    const added = await dataOf<Change>(
      admin.post('/api/kc-sandbox/wms/addGoods', {
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
    const page = await dataOf<Page<WmsSandboxContainerRow>>(admin.get(`/api/kc-sandbox/wms/containers?unit=${unit}`));
    const row = page.records.find((r) => r.containerId === added.containerId)!;
    expect(row).toMatchObject({ totalWeight: '6.75', trayCount: 3 });
    const tray = row.goods[0]!.trays[0]!;
    expect(tray).toMatchObject({ weight: '2.25', num: '10.00', weightUnit: '1', numUnit: '2', removed: false });
    const removed = await dataOf<Change>(
      admin.post('/api/kc-sandbox/wms/removeTray', { unit, trayCode: tray.trayCode }),
    );
    expect(removed.version).toBe(2);
    expectRefusal(
      await admin.post('/api/kc-sandbox/wms/removeTray', { unit, trayCode: tray.trayCode }),
      404,
      'wms_sandbox.tray_missing',
      `托盘 ${tray.trayCode} 不存在或已移除`,
    );
    const deliveries = await dataOf<Page<z.infer<typeof wmsSandboxDeliveryRow>>>(
      admin.get(`/api/kc-sandbox/wms/deliveries?unit=${unit}`),
    );
    expect(deliveries.records).toHaveLength(2);
  });

  it('refuses malformed input with the form’s messages', async () => {
    const res = await admin.post('/api/kc-sandbox/wms/addGoods', {
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
      await admin.post('/api/kc-sandbox/wms/moveTray', { unit, trayCode: 'NOPE', toSite: 'A-01-01' }),
      404,
      'wms_sandbox.tray_missing',
    );
    expectRefusal(
      await admin.post('/api/kc-sandbox/wms/lock', { unit, containerId: '123' }),
      404,
      'wms_sandbox.container_missing',
    );
  });

  it('takes a reader offline and back, and switches the push mode', async () => {
    await dataOf(
      admin.post('/api/kc-sandbox/wms/addDevice', {
        unit,
        warehouseCode: 'CK0001',
        deviceCode: 'RFID-09',
        deviceName: '9号读写器',
      }),
    );
    const raised = await dataOf<Alarm>(
      admin.post('/api/kc-sandbox/wms/device', { unit, deviceCode: 'RFID-09', online: false }),
    );
    expect(raised).toMatchObject({ kind: 'offline', status: 'open' });
    const cleared = await dataOf<Alarm>(
      admin.post('/api/kc-sandbox/wms/device', { unit, deviceCode: 'RFID-09', online: true }),
    );
    expect(cleared).toMatchObject({ alarmId: raised.alarmId, status: 'cleared' });
    const devices = await dataOf(admin.get(`/api/kc-sandbox/wms/devices?unit=${unit}`));
    expect(devices).toContainEqual(expect.objectContaining({ deviceCode: 'RFID-09', online: true }));
    expect(await dataOf(admin.post('/api/kc-sandbox/wms/settings', { unit, mode: 'drop' }))).toMatchObject({
      mode: 'drop',
    });
    expect(await dataOf(admin.get(`/api/kc-sandbox/wms/settings?unit=${unit}`))).toMatchObject({
      mode: 'drop',
      timeScale: 1,
    });
    await dataOf(admin.post('/api/kc-sandbox/wms/settings', { unit, mode: 'normal' }));
  });
});
