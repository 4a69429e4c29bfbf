import { ok } from '@kc/domain';
import { wmsSandboxRefusals as refuse } from '@kc/domain/wms/wms-sandbox';
import { wmsSandboxRoutes as routes } from '@kc/domain/wms/wms-sandbox-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { type WmsAlarmSnapshot, type WmsContainerSnapshot, WmsProviderError } from '../../providers/wms/port';
import { liveEnterprises } from '../enterprise';

/**
 * The WMS sandbox console (providers/wms/README.md "Console"): the people of the sandbox warehouse — add goods,
 * move, weigh or take out a tray, take a reader offline, scan tags, raise or clear an alarm — and its pushes with
 * their modes. Every operation names the WMS platform (`unit`, dictionary thirdwms_enterprise) and acts in the
 * caller's tenant. Not part of the product's own flows.
 */
const tags = ['沙箱控制台'];
const sandboxOnly = { access: { perm: ['sandbox'] } } as const;

const changeOf = (c: WmsContainerSnapshot) => ({
  containerId: c.containerId,
  caseNumber: c.caseNumber,
  version: c.version,
  locked: c.locked,
  removed: c.removed,
});
const alarmRowOf = (a: WmsAlarmSnapshot) => ({
  alarmId: a.alarmId,
  kind: a.kind,
  status: a.status,
  caseNumber: a.caseNumber,
  content: a.content,
  raisedAt: a.raisedAt,
  clearedAt: a.clearedAt,
  version: a.version,
});
/** 1 吨 and 2 包 (dictionaries weight_unit, number_unit) unless the form says otherwise. */
const DEFAULT_WEIGHT_UNIT = '1';
const DEFAULT_NUM_UNIT = '2';

export const wmsSandboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const wms = ctx.wmsSandbox;
    const tenantOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).tenantId;

    // ---- what the console shows ----
    serveRoute(
      app,
      routes.enterprises,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: 'WMS沙箱可选的仓库与货主（按企业编码；各自第一个为默认，演示数据中即演示仓库与演示货主）',
        },
      },
      async (request) => {
        const rows = await liveEnterprises(
          ctx.db,
          tenantOf(request),
          { status: 1, type: ['1', '2'], coded: true },
          { order: 'id', limit: 200 },
        );
        const of = (type: string) =>
          rows.filter((r) => r.type === type).map((r) => ({ code: r.code ?? '', name: r.name }));
        return ok({ warehouses: of('2'), owners: of('1') });
      },
    );
    serveRoute(
      app,
      routes.containers,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: 'WMS沙箱的货箱（新的在前），含货物与全部托盘（已移除的托盘标出）',
        },
      },
      async (request) => ok(await wms.listStock(tenantOf(request), request.query.unit, request.query)),
    );
    serveRoute(
      app,
      routes.devices,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: 'WMS沙箱的设备（RFID读写器）及在线状态',
        },
      },
      async (request) => ok(await wms.listDevices(tenantOf(request), request.query.unit)),
    );
    serveRoute(
      app,
      routes.alarms,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: 'WMS沙箱的告警（新的在前）',
        },
      },
      async (request) => ok(await wms.listAlarms(tenantOf(request), request.query.unit, request.query)),
    );
    serveRoute(
      app,
      routes.deliveries,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: 'WMS沙箱的推送记录（次数、应答、下次重试时间）',
        },
      },
      async (request) => ok(await wms.listDeliveries(tenantOf(request), request.query.unit, request.query)),
    );
    serveRoute(
      app,
      routes.feed,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: 'WMS沙箱变更流的末位序号与货箱数',
        },
      },
      async (request) => ok(await wms.feedInfo(tenantOf(request), request.query.unit)),
    );
    serveRoute(
      app,
      routes.settings,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: 'WMS沙箱的推送方式与重试时间倍率',
        },
      },
      async (request) => ok(await wms.getSettings(tenantOf(request), request.query.unit)),
    );
    serveRoute(
      app,
      routes.saveSettings,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '修改WMS沙箱的推送方式与重试时间倍率',
        },
      },
      async (request) => {
        const { unit, ...settings } = request.body;
        return ok(await wms.setSettings(tenantOf(request), unit, settings));
      },
    );

    // ---- stock ----
    serveRoute(
      app,
      routes.addGoods,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '新增货物：一个货箱、一种货物、若干同重托盘（箱号为空时自动生成）',
        },
      },
      async (request) => {
        const b = request.body;
        const tray = {
          num: b.num,
          weight: b.weight,
          numUnit: b.numUnit || DEFAULT_NUM_UNIT,
          weightUnit: b.weightUnit || DEFAULT_WEIGHT_UNIT,
        };
        const container = await wms.addContainer(tenantOf(request), b.unit, {
          warehouseCode: b.warehouseCode,
          ownerCode: b.ownerCode,
          caseNumber: b.caseNumber,
          goods: [
            {
              goodsName: b.goodsName,
              materialCode: b.materialCode,
              attrs: [],
              trays: Array.from({ length: b.trayCount }, () => ({ ...tray })),
            },
          ],
        });
        return ok(changeOf(container));
      },
    );
    serveRoute(
      app,
      routes.addContainer,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '新增货箱（多种货物、逐托指定编码、库位、重量与数量）',
        },
      },
      async (request) => {
        const { unit, ...input } = request.body;
        return ok(changeOf(await wms.addContainer(tenantOf(request), unit, input)));
      },
    );
    serveRoute(
      app,
      routes.removeTray,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '移除托盘（托盘出库；货箱已锁定时WMS发出托盘缺失的货箱告警）',
        },
      },
      async (request) =>
        ok(changeOf(await wms.removeTray(tenantOf(request), request.body.unit, request.body.trayCode))),
    );
    serveRoute(
      app,
      routes.moveTray,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '托盘移位（记录移位批次；已锁定货箱的托盘不能移位）',
        },
      },
      async (request) => {
        const { unit, trayCode, toSite } = request.body;
        const move = await wms.moveTray(tenantOf(request), unit, trayCode, toSite);
        return ok({ trayCode: move.trayCode, fromSite: move.fromSite, toSite: move.toSite, batchId: move.batchId });
      },
    );
    serveRoute(
      app,
      routes.changeWeight,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '托盘改重量（已锁定货箱变化超过1%时WMS发出重量告警）',
        },
      },
      async (request) => {
        const { unit, trayCode, weight } = request.body;
        return ok(changeOf(await wms.changeWeight(tenantOf(request), unit, trayCode, weight)));
      },
    );
    serveRoute(
      app,
      routes.removeContainer,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '货箱整箱出库（全部托盘移除）',
        },
      },
      async (request) =>
        ok(changeOf(await wms.removeContainer(tenantOf(request), request.body.unit, request.body.containerId))),
    );
    for (const [verb, summary, locked] of [
      ['lock', 'WMS操作员锁定货箱（平台的锁定指令同此）', true],
      ['unlock', 'WMS操作员解锁货箱（平台的解锁指令同此）', false],
    ] as const) {
      serveRoute(
        app,
        routes[verb],
        {
          config: sandboxOnly,
          schema: { tags, summary },
        },
        async (request) => {
          const { unit, containerId } = request.body;
          try {
            await (locked ? wms.lock : wms.unlock)(tenantOf(request), unit, [containerId]);
          } catch (e) {
            if (e instanceof WmsProviderError) throw refuse.containerMissing();
            throw e;
          }
          return ok(true as const);
        },
      );
    }

    // ---- devices, tags, alarms ----
    serveRoute(
      app,
      routes.addDevice,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '安装设备（RFID读写器；已有则改名）',
        },
      },
      async (request) => {
        const { unit, ...device } = request.body;
        await wms.addDevice(tenantOf(request), unit, device);
        return ok(true as const);
      },
    );
    serveRoute(
      app,
      routes.device,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '设备离线 / 上线（离线发出离线告警，上线后WMS解除该告警）；返回发出或解除的告警',
        },
      },
      async (request) => {
        const { unit, deviceCode, online } = request.body;
        const alarm = await wms.setDeviceOnline(tenantOf(request), unit, deviceCode, online);
        return ok(alarm ? alarmRowOf(alarm) : null);
      },
    );
    serveRoute(
      app,
      routes.scan,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '扫描标签（已知标签更新最近读取时间；未登记或库位不符的标签记为预警读取）',
        },
      },
      async (request) => {
        const { unit, ...scan } = request.body;
        return ok(await wms.scanTags(tenantOf(request), unit, scan));
      },
    );
    serveRoute(
      app,
      routes.raiseAlarm,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '触发告警（货箱告警、重量告警或设备离线）',
        },
      },
      async (request) => {
        const { unit, ...alarm } = request.body;
        return ok(alarmRowOf(await wms.raiseAlarm(tenantOf(request), unit, alarm)));
      },
    );
    serveRoute(
      app,
      routes.clearAlarm,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '解除告警（WMS侧解除；平台仍需有人处理）',
        },
      },
      async (request) =>
        ok(alarmRowOf(await wms.clearAlarm(tenantOf(request), request.body.unit, request.body.alarmId))),
    );

    // ---- pushes ----
    serveRoute(
      app,
      routes.resend,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '重发一次推送（同一批事件的新投递；被丢弃的推送由此送出）',
        },
      },
      async (request) => ok(await wms.resend(tenantOf(request), request.body.id)),
    );
    serveRoute(
      app,
      routes.release,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '放行该WMS平台所有暂扣的推送；返回放行条数',
        },
      },
      async (request) => ok(await wms.release(tenantOf(request), request.body.unit)),
    );
    serveRoute(
      app,
      routes.seedDemo,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '为演示仓库与演示货主生成演示库存（已生成则不变）',
        },
      },
      async (request) => {
        const { unit, warehouseCode, ownerCode } = request.body;
        const seeded = await wms.seedDemoStock(tenantOf(request), { unit, warehouseCode, ownerCode });
        return ok({ created: seeded.created, containers: seeded.containers.length });
      },
    );
  };
