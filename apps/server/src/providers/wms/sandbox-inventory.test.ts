import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openTestDatabase } from '../../test/harness';
import type { WmsEvent } from './port';
import { createSandboxWms, type WmsDeliverRequest, type WmsSandbox } from './sandbox';

/** The readers' hourly round (sandbox-inventory.ts): present tags are read again, an offline reader reads nothing. */

let database: Database;
let wms: WmsSandbox;
let at = new Date('2026-11-24T02:00:00Z');
const T = '000000';
const UNIT = '1003';
const sent: WmsDeliverRequest[] = [];
const scansOf = (r: WmsDeliverRequest) =>
  (JSON.parse(r.body) as { events: WmsEvent[] }).events.flatMap((e) => (e.type === 'rfidScan' ? e.scans : []));

beforeAll(async () => {
  database = await openTestDatabase();
  wms = createSandboxWms({
    db: database.db,
    deliver: async (r) => {
      sent.push(r);
      return { status: 200, body: '{"code":"SUCCESS"}' };
    },
  });
  wms.setClock(() => at);
});
afterAll(async () => database?.close());

describe('the readers read the tags on the shelf once an hour', () => {
  it('reads every present tag of the warehouse with its online reader, and nothing when the reader is offline', async () => {
    const { containers } = await wms.seedDemoStock(T, { unit: UNIT, warehouseCode: 'CK0001', ownerCode: 'HZ0001' });
    const trays = containers.flatMap((c) => c.goods.flatMap((g) => g.trays));
    await wms.removeTray(T, UNIT, trays[0]!.trayCode);

    at = new Date('2026-11-24T03:17:00Z');
    sent.length = 0;
    expect(await wms.inventoryRound(T)).toBe(trays.length - 1);
    const scans = sent.flatMap(scansOf);
    expect(new Set(scans.map((s) => s.epcCode))).toEqual(new Set(trays.slice(1).map((t) => t.rfidCode)));
    expect(scans.every((s) => s.scanTime === at.toISOString() && s.warn === null)).toBe(true);
    const [after] = (await wms.listContainers(T, UNIT, { after: null, limit: 1 })).containers;
    expect(after!.goods[0]!.trays.every((t) => t.lastScanTime === at.toISOString())).toBe(true);

    for (const d of ['RFID-01', 'RFID-02']) await wms.setDeviceOnline(T, UNIT, d, false);
    sent.length = 0;
    expect(await wms.inventoryRound(T)).toBe(0);
    expect(sent.flatMap(scansOf)).toEqual([]);
  });
});
