import { ok } from '@kc/domain';
import { wmsAlarmRoutes as routes } from '@kc/domain/wms/wms-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { handleAlarm } from './alarm-handle';
import { alarmDetailOf, alarmsOfBill, pageAlarmDevices, pageAlarms, pageAlarmTrays, pageRfidWarns } from './alarm-repo';

const tags = ['WMS告警'];
/** The container-alarm and offline-alarm screens (/external/containerAlarm, /external/offlineAlarm). */
const alarmAccess = { access: { perm: ['external_alarm', 'external_offline_alarm'] } };

/**
 * Alarms (spec 3 §2 Alarms, §3 Alarm detail, §7 Alarms): lists and details scoped to the caller (the platform all
 * of its tenant, a warehouse its warehouse's, a cargo owner those on its containers or receipts), the receipt
 * detail's alarms, and handling — by the alarm's warehouse or the platform — which returns the receipts the alarm
 * put to 90.
 */
export const alarmRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.list,
      {
        config: alarmAccess,
        schema: {
          tags,
          summary: '告警分页（按类型、处理状态、箱号、仓单筛选；平台看全部，仓库看本仓库的，货主看本企业货箱的）',
        },
      },
      async (request) => ok(await pageAlarms(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: alarmAccess,
        schema: {
          tags,
          summary: '告警详情（托盘、设备、RFID标签 EPC 与扫描时间、被置为预警中的仓单、当前用户能否处理）',
        },
      },
      async (request) => ok(await alarmDetailOf(ctx.db, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.handle,
      {
        config: alarmAccess,
        schema: {
          tags,
          summary: '处理告警（告警所在仓库或平台；须填写处理说明；仓单无其他未处理告警时恢复原状态）',
        },
      },
      async (request) => ok(await handleAlarm(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.ofBill,
      {
        config: { access: { perm: ['external_alarm', 'ple_bill'] } },
        schema: {
          tags,
          summary: '仓单的告警（仓单详情页；可查看该仓单者可见）',
        },
      },
      async (request) => ok(await alarmsOfBill(ctx.db, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.offlineDevices,
      {
        config: alarmAccess,
        schema: {
          tags,
          summary: '离线告警的设备明细分页（alarmId）',
        },
      },
      async (request) => ok(await pageAlarmDevices(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.trays,
      {
        config: alarmAccess,
        schema: {
          tags,
          summary: '货箱告警的托盘明细分页（containerAlarmId）',
        },
      },
      async (request) => ok(await pageAlarmTrays(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.rfidWarns,
      {
        config: { access: { perm: ['external_rfid_warn'] } },
        schema: {
          tags,
          summary: 'RFID扫描告警日志分页（平台看全部，仓库看本仓库的；可按 EPC 筛选）',
        },
      },
      async (request) => ok(await pageRfidWarns(ctx.db, principalOf(request), request.query)),
    );
  };
