import { wmsSandboxRefusals as refuse, type WmsSandboxRaiseAlarm } from '@kc/domain/wms/wms-sandbox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { WmsAlarmSnapshot, WmsRfidScan } from './port';
import { sandboxWmsAlarm, sandboxWmsContainer, sandboxWmsDevice, sandboxWmsTray } from './sandbox.table';
import type { Feed } from './sandbox-feed';
import { clearAlarmRow, insertAlarm, rfidReadsOf } from './sandbox-snapshot';
import type { Stock } from './sandbox-stock';

/**
 * Devices, RFID reads and alarms of the sandbox warehouse (README.md "Devices and alarms"). A device going
 * offline raises an offline alarm that clears itself when the device is back; reads update the tags' last scan
 * time (the containers' snapshots change with it) and an unknown tag or a tag read elsewhere is a warned read.
 */

const defaultContent: Record<WmsAlarmSnapshot['kind'], string> = {
  offline: '设备离线',
  container: '货箱异常',
  weight: '重量异常',
};

export const createAlarms = (deps: { db: Db; feed: Feed; stock: Stock }) => {
  const { db, feed, stock } = deps;
  const deviceWhere = (tenantId: string, unit: string, deviceCode: string) =>
    and(
      eq(sandboxWmsDevice.tenantId, tenantId),
      eq(sandboxWmsDevice.unit, unit),
      eq(sandboxWmsDevice.deviceCode, deviceCode),
    );

  /** Installs a device (or renames it); it starts online. */
  const addDevice = async (
    tenantId: string,
    unit: string,
    d: { warehouseCode: string; deviceCode: string; deviceName?: string | null },
  ) => {
    await db
      .insert(sandboxWmsDevice)
      .values({
        tenantId,
        unit,
        warehouseCode: d.warehouseCode,
        deviceCode: d.deviceCode,
        deviceName: d.deviceName ?? null,
      })
      .onConflictDoUpdate({
        target: [sandboxWmsDevice.tenantId, sandboxWmsDevice.unit, sandboxWmsDevice.deviceCode],
        set: { warehouseCode: d.warehouseCode, deviceName: d.deviceName ?? null },
      });
  };

  /**
   * 离线 / 上线: offline raises an offline alarm listing the device; back online clears it (status 'cleared',
   * clearedAt, the device's onlineTime). Answers the alarm raised or cleared, null when nothing changed.
   */
  const setDeviceOnline = (tenantId: string, unit: string, deviceCode: string, online: boolean) =>
    feed.change(tenantId, unit, `设备 ${deviceCode} ${online ? '上线' : '离线'}`, async (c) => {
      const [device] = await c.tx
        .select()
        .from(sandboxWmsDevice)
        .where(deviceWhere(tenantId, unit, deviceCode));
      if (!device) throw refuse.deviceMissing(deviceCode);
      if ((device.online === 1) === online) return null;
      await c.tx
        .update(sandboxWmsDevice)
        .set(online ? { online: 1, onlineTime: c.at } : { online: 0, offlineTime: c.at, onlineTime: null })
        .where(eq(sandboxWmsDevice.id, device.id));
      if (!online) {
        const alarm = await insertAlarm(c.tx, {
          tenantId,
          unit,
          kind: 'offline',
          deviceCode,
          at: c.at,
          warehouseCode: device.warehouseCode,
          containerId: null,
          caseNumber: null,
          content: `设备离线：${device.deviceName ?? deviceCode}（${deviceCode}）`,
          trays: [],
          devices: [{ deviceCode, deviceName: device.deviceName, offlineTime: c.at.toISOString(), onlineTime: null }],
          rfid: [],
        });
        c.emit({ type: 'alarm', alarm });
        return alarm;
      }
      const open = await c.tx
        .select()
        .from(sandboxWmsAlarm)
        .where(
          and(
            eq(sandboxWmsAlarm.tenantId, tenantId),
            eq(sandboxWmsAlarm.unit, unit),
            eq(sandboxWmsAlarm.deviceCode, deviceCode),
            eq(sandboxWmsAlarm.status, 'open'),
          ),
        )
        .orderBy(asc(sandboxWmsAlarm.id));
      let last: WmsAlarmSnapshot | null = null;
      for (const row of open) {
        const devices = row.snapshot.devices.map((d) =>
          d.deviceCode === deviceCode ? { ...d, onlineTime: c.at.toISOString() } : d,
        );
        const cleared = await clearAlarmRow(c.tx, row, c.at, devices);
        if (cleared) {
          c.emit({ type: 'alarm', alarm: cleared });
          last = cleared;
        }
      }
      return last;
    });

  /**
   * 扫描标签: a reader reads tags. A known tag's tray gets its lastScanTime (its container a new snapshot); an
   * unknown tag, or one read away from its tray's place, is a warned read.
   */
  const scanTags = (
    tenantId: string,
    unit: string,
    s: { epcCodes: readonly string[]; siteCode?: string | null; deviceCode?: string | null },
  ) =>
    feed.change(tenantId, unit, `扫描标签 ${s.epcCodes.length} 个`, async (c) => {
      const epcCodes = [...new Set(s.epcCodes)];
      const device = s.deviceCode
        ? (
            await c.tx
              .select()
              .from(sandboxWmsDevice)
              .where(deviceWhere(tenantId, unit, s.deviceCode))
          )[0]
        : undefined;
      if (s.deviceCode && !device) throw refuse.deviceMissing(s.deviceCode);
      const trays = epcCodes.length
        ? await c.tx
            .select({ tray: sandboxWmsTray, warehouseCode: sandboxWmsContainer.warehouseCode })
            .from(sandboxWmsTray)
            .innerJoin(sandboxWmsContainer, eq(sandboxWmsContainer.id, sandboxWmsTray.containerId))
            .where(
              and(
                eq(sandboxWmsTray.tenantId, tenantId),
                eq(sandboxWmsTray.unit, unit),
                eq(sandboxWmsTray.removed, 0),
                inArray(sandboxWmsTray.rfidCode, epcCodes),
              ),
            )
        : [];
      const byEpc = new Map(trays.map((t) => [t.tray.rfidCode!, t]));
      const scanTime = c.at.toISOString();
      const groups = new Map<string, WmsRfidScan[]>();
      const fallbackWarehouse = device?.warehouseCode ?? trays[0]?.warehouseCode ?? '';
      for (const epcCode of epcCodes) {
        const known = byEpc.get(epcCode);
        const warn = !known
          ? '未登记的标签'
          : s.siteCode && known.tray.siteCode && s.siteCode !== known.tray.siteCode
            ? `标签所在库位 ${s.siteCode} 与托盘库位 ${known.tray.siteCode} 不符`
            : null;
        const warehouseCode = known?.warehouseCode ?? fallbackWarehouse;
        const scan: WmsRfidScan = {
          epcCode,
          siteCode: s.siteCode ?? known?.tray.siteCode ?? null,
          deviceCode: s.deviceCode ?? null,
          scanTime,
          warn,
        };
        groups.set(warehouseCode, [...(groups.get(warehouseCode) ?? []), scan]);
      }
      for (const [warehouseCode, scans] of groups) c.emit({ type: 'rfidScan', warehouseCode, scans });
      if (trays.length) {
        await c.tx
          .update(sandboxWmsTray)
          .set({ lastScanTime: c.at })
          .where(
            inArray(
              sandboxWmsTray.id,
              trays.map((t) => t.tray.id),
            ),
          );
        for (const id of [...new Set(trays.map((t) => t.tray.containerId))].sort()) await stock.touch(c, id);
      }
      return [...groups.values()].flat();
    });

  /** 触发: an alarm the console raises by hand (on a container and some of its trays, or on devices). */
  const raiseAlarm = (tenantId: string, unit: string, a: Omit<WmsSandboxRaiseAlarm, 'unit'>) =>
    feed.change(tenantId, unit, `触发告警 ${defaultContent[a.kind]}`, async (c) => {
      const [container] = a.containerId
        ? await c.tx
            .select()
            .from(sandboxWmsContainer)
            .where(
              and(
                eq(sandboxWmsContainer.tenantId, tenantId),
                eq(sandboxWmsContainer.unit, unit),
                eq(sandboxWmsContainer.id, a.containerId),
              ),
            )
        : [];
      if (a.containerId && !container) throw refuse.containerMissing();
      const trays = container
        ? await c.tx.select().from(sandboxWmsTray).where(eq(sandboxWmsTray.containerId, container.id))
        : [];
      const named = a.trayCodes?.length ? trays.filter((t) => a.trayCodes!.includes(t.trayCode)) : [];
      const devices = a.deviceCodes?.length
        ? await c.tx
            .select()
            .from(sandboxWmsDevice)
            .where(
              and(
                eq(sandboxWmsDevice.tenantId, tenantId),
                eq(sandboxWmsDevice.unit, unit),
                inArray(sandboxWmsDevice.deviceCode, a.deviceCodes),
              ),
            )
        : [];
      const alarm = await insertAlarm(c.tx, {
        tenantId,
        unit,
        kind: a.kind,
        deviceCode: a.kind === 'offline' && devices.length === 1 ? devices[0]!.deviceCode : null,
        at: c.at,
        warehouseCode: a.warehouseCode ?? container?.warehouseCode ?? devices[0]?.warehouseCode ?? '',
        containerId: container?.id ?? null,
        caseNumber: container?.caseNumber ?? null,
        content:
          a.content || (container ? `${defaultContent[a.kind]}：货箱 ${container.caseNumber}` : defaultContent[a.kind]),
        trays: named.map((t) => ({
          trayCode: t.trayCode,
          rfidCode: t.rfidCode,
          siteCode: t.siteCode,
          reason: a.content ?? null,
        })),
        devices: devices.map((d) => ({
          deviceCode: d.deviceCode,
          deviceName: d.deviceName,
          offlineTime: c.at.toISOString(),
          onlineTime: null,
        })),
        rfid: rfidReadsOf(trays),
      });
      c.emit({ type: 'alarm', alarm });
      return alarm;
    });

  /** 解除: the WMS clears an open alarm (the platform still has a person handle it). */
  const clearAlarm = (tenantId: string, unit: string, alarmId: string) =>
    feed.change(tenantId, unit, '解除告警', async (c) => {
      const [row] = /^\d{1,19}$/.test(alarmId)
        ? await c.tx
            .select()
            .from(sandboxWmsAlarm)
            .where(
              and(
                eq(sandboxWmsAlarm.tenantId, tenantId),
                eq(sandboxWmsAlarm.unit, unit),
                eq(sandboxWmsAlarm.id, alarmId),
              ),
            )
        : [];
      if (!row) throw refuse.alarmMissing();
      const cleared = row.status === 'open' ? await clearAlarmRow(c.tx, row, c.at) : null;
      if (!cleared) throw refuse.alarmCleared();
      c.emit({ type: 'alarm', alarm: cleared });
      return cleared;
    });

  const listOpenAlarms = async (tenantId: string, unit: string) =>
    (
      await db
        .select({ snapshot: sandboxWmsAlarm.snapshot })
        .from(sandboxWmsAlarm)
        .where(
          and(
            eq(sandboxWmsAlarm.tenantId, tenantId),
            eq(sandboxWmsAlarm.unit, unit),
            eq(sandboxWmsAlarm.status, 'open'),
          ),
        )
        .orderBy(asc(sandboxWmsAlarm.id))
    ).map((r) => r.snapshot);

  return { addDevice, setDeviceOnline, scanTags, raiseAlarm, clearAlarm, listOpenAlarms };
};
