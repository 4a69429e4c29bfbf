import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText } from '../shared/text';

/**
 * The WMS sandbox console (apps/server/src/providers/wms/README.md): a small warehouse per WMS platform that lives
 * on its own and plays the platform's WMS. Nothing here is part of the product's own WMS rules (wms.ts).
 */

/**
 * How the sandbox pushes its changes: normal (once, retried on failure), twice (every push delivered twice),
 * outOfOrder (a push is held until the next one has gone), late (held until released), drop (never pushed: only
 * the pull finds the events).
 */
export const WMS_SANDBOX_MODES = ['normal', 'twice', 'outOfOrder', 'late', 'drop'] as const;
export type WmsSandboxMode = (typeof WMS_SANDBOX_MODES)[number];
export const wmsSandboxModeLabels: Record<WmsSandboxMode, string> = {
  normal: '正常（失败按规则重试）',
  twice: '每次推送发送两次',
  outOfOrder: '乱序（先到的推送排在下一次之后）',
  late: '暂扣推送，手动放行',
  drop: '不推送（只能靠拉取同步）',
};

export const WMS_ALARM_KINDS = ['offline', 'container', 'weight'] as const;
export const wmsSandboxAlarmKindLabels: Record<(typeof WMS_ALARM_KINDS)[number], string> = {
  offline: '设备离线',
  container: '货箱告警',
  weight: '重量告警',
};

/** The demo WMS platform (中储智慧仓储WMS) the console opens on. */
export const WMS_SANDBOX_DEFAULT_UNIT = '1001';

export const wmsSandboxRefusals = defineRefusals('wms_sandbox', {
  trayMissing: [404, (trayCode: string) => `托盘 ${trayCode} 不存在或已移除`],
  containerMissing: [404, '货箱不存在或已出库'],
  trayLocked: [409, (caseNumber: string) => `货箱 ${caseNumber} 已锁定，托盘不能移位，请先解锁`],
  caseNumberTaken: [409, (caseNumber: string) => `箱号 ${caseNumber} 已存在`],
  trayCodeTaken: [409, (trayCode: string) => `托盘编码 ${trayCode} 已存在`],
  deviceMissing: [404, (deviceCode: string) => `设备 ${deviceCode} 不存在`],
  alarmMissing: [404, '告警不存在'],
  alarmCleared: [409, '该告警已解除'],
  deliveryMissing: [404, '推送记录不存在'],
  sameSite: [409, '目标库位与当前库位相同'],
});

// ---------------------------------------------------------------------------------------------------------------
// Console requests
// ---------------------------------------------------------------------------------------------------------------
const unitField = z
  .string({ error: '请选择WMS平台' })
  .trim()
  .min(1, '请选择WMS平台')
  .max(20, '请选择WMS平台')
  .regex(/^[0-9A-Za-z_-]+$/, '请选择WMS平台');
const codeField = (label: string, max = 64) =>
  lineText(label, { error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .regex(/^[0-9A-Za-z_.:-]+$/, `${label}只能包含字母、数字和 - _ . :`);
/** A dictionary key (weight_unit, number_unit): up to 8 letters or digits. */
const dictKey = (label: string) =>
  lineText(label)
    .trim()
    .max(8, `${label}不存在`)
    .regex(/^[0-9A-Za-z]*$/, `${label}不存在`);
const optionalCode = (label: string, max = 64) => codeField(label, max).optional();
const amount = (label: string) =>
  z
    .union([z.number(), z.string().trim()], { error: `请输入${label}` })
    .transform((v) => String(v))
    .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), `${label}须为不超过两位小数的数字`)
    .refine((v) => Number(v) > 0, `${label}须大于0`);

export const wmsSandboxUnitQuery = z.object({ unit: unitField });
export const wmsSandboxPageQuery = pageQuery.extend({ unit: unitField });

export const wmsSandboxTrayInput = z.object({
  trayCode: optionalCode('托盘编码'),
  rfidCode: optionalCode('RFID编码'),
  siteCode: optionalCode('库位'),
  num: amount('每托数量'),
  weight: amount('每托重量'),
  numUnit: dictKey('数量单位').optional(),
  weightUnit: dictKey('重量单位').optional(),
});
export type WmsSandboxTrayInput = z.input<typeof wmsSandboxTrayInput>;

export const wmsSandboxGoodsInput = z.object({
  goodsName: lineText('货物名称', { error: '请输入货物名称' })
    .trim()
    .min(1, '请输入货物名称')
    .max(200, '货物名称不能超过200个字符'),
  materialCode: codeField('WMS货物类别', 100),
  materialName: lineText('WMS货物类别名称').trim().max(100).optional(),
  attrs: z
    .array(
      z.object({
        attrCode: lineText('属性编码').trim().min(1, '请输入属性编码').max(100, '属性编码不能超过100个字符'),
        attrName: lineText('属性名称').trim().max(100, '属性名称不能超过100个字符'),
        value: lineText('属性值').trim().max(500, '属性值不能超过500个字符'),
      }),
    )
    .max(30)
    .default([]),
  trays: z.array(wmsSandboxTrayInput).min(1, '请至少添加一个托盘').max(200, '一次最多200个托盘'),
});

/** 新增货物: a container with its goods and trays (case number generated when empty). */
export const wmsSandboxAddContainerBody = z.object({
  unit: unitField,
  warehouseCode: codeField('仓库企业编码', 50),
  ownerCode: codeField('货主企业编码', 50),
  caseNumber: optionalCode('箱号'),
  goods: z.array(wmsSandboxGoodsInput).min(1, '请添加货物').max(10, '一个货箱最多10种货物'),
});
export type WmsSandboxAddContainer = z.input<typeof wmsSandboxAddContainerBody>;

/** The console's short form of 新增货物: one goods, N equal trays. */
export const wmsSandboxAddGoodsBody = z.object({
  unit: unitField,
  warehouseCode: codeField('仓库企业编码', 50),
  ownerCode: codeField('货主企业编码', 50),
  caseNumber: optionalCode('箱号'),
  goodsName: wmsSandboxGoodsInput.shape.goodsName,
  materialCode: codeField('WMS货物类别', 100),
  trayCount: z
    .number({ error: '请输入托盘数量' })
    .int('托盘数量须为整数')
    .min(1, '托盘数量至少为1')
    .max(200, '托盘数量不能超过200'),
  weight: amount('每托重量'),
  num: amount('每托数量'),
  /** dictionary weight_unit (default 1 吨) and number_unit (default 2 包) */
  weightUnit: dictKey('重量单位').optional(),
  numUnit: dictKey('数量单位').optional(),
});
export type WmsSandboxAddGoods = z.input<typeof wmsSandboxAddGoodsBody>;

export const wmsSandboxTrayBody = z.object({ unit: unitField, trayCode: codeField('托盘编码') });
export const wmsSandboxMoveBody = wmsSandboxTrayBody.extend({ toSite: codeField('目标库位') });
export const wmsSandboxWeightBody = wmsSandboxTrayBody.extend({ weight: amount('重量') });
export const wmsSandboxContainerBody = z.object({ unit: unitField, containerId: idField });
export const wmsSandboxDeviceBody = z.object({
  unit: unitField,
  deviceCode: codeField('设备编码'),
  online: z.boolean(),
});
export const wmsSandboxScanBody = z.object({
  unit: unitField,
  epcCodes: z.array(codeField('EPC编码')).min(1, '请输入要扫描的标签').max(500, '一次最多扫描500个标签'),
  siteCode: optionalCode('库位'),
  deviceCode: optionalCode('设备编码'),
});
export const wmsSandboxRaiseAlarmBody = z.object({
  unit: unitField,
  kind: z.enum(WMS_ALARM_KINDS, { error: '请选择告警类型' }),
  warehouseCode: optionalCode('仓库企业编码', 50),
  containerId: idField.optional(),
  trayCodes: z.array(codeField('托盘编码')).max(200).optional(),
  deviceCodes: z.array(codeField('设备编码')).max(50).optional(),
  content: lineText('告警内容').trim().max(500, '告警内容不能超过500个字符').optional(),
});
export type WmsSandboxRaiseAlarm = z.input<typeof wmsSandboxRaiseAlarmBody>;
export const wmsSandboxAlarmBody = z.object({ unit: unitField, alarmId: idField });
export const wmsSandboxDeliveryBody = z.object({ id: idField });
export const wmsSandboxSettingsBody = z.object({
  unit: unitField,
  mode: z.enum(WMS_SANDBOX_MODES, { error: '请选择推送方式' }).optional(),
  timeScale: z
    .number({ error: '时间倍率必须是数字' })
    .min(0, '时间倍率不能小于0')
    .max(10, '时间倍率不能超过10')
    .optional(),
});
export const wmsSandboxSeedBody = z.object({
  unit: unitField,
  warehouseCode: codeField('仓库企业编码', 50),
  ownerCode: codeField('货主企业编码', 50),
});

// ---------------------------------------------------------------------------------------------------------------
// Console answers
// ---------------------------------------------------------------------------------------------------------------
export const wmsSandboxSettings = z.object({
  unit: z.string(),
  mode: z.enum(WMS_SANDBOX_MODES),
  timeScale: z.number(),
});
export type WmsSandboxSettings = z.infer<typeof wmsSandboxSettings>;

export const wmsSandboxTrayRow = z.object({
  trayId: z.string(),
  trayCode: z.string(),
  rfidCode: z.string().nullable(),
  siteCode: z.string().nullable(),
  num: z.string(),
  weight: z.string(),
  numUnit: z.string().nullable(),
  weightUnit: z.string().nullable(),
  lastScanTime: z.string().nullable(),
  removed: z.boolean(),
});
export const wmsSandboxGoodsRow = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  materialCode: z.string().nullable(),
  materialName: z.string().nullable(),
  trays: z.array(wmsSandboxTrayRow),
});
export const wmsSandboxContainerRow = z.object({
  containerId: z.string(),
  caseNumber: z.string(),
  warehouseCode: z.string(),
  ownerCode: z.string(),
  locked: z.boolean(),
  removed: z.boolean(),
  version: z.number(),
  inTime: z.string().nullable(),
  totalWeight: z.string(),
  trayCount: z.number(),
  goods: z.array(wmsSandboxGoodsRow),
});
export type WmsSandboxContainerRow = z.infer<typeof wmsSandboxContainerRow>;
export const wmsSandboxContainerPage = pageOf(wmsSandboxContainerRow);

export const wmsSandboxDeviceRow = z.object({
  deviceCode: z.string(),
  deviceName: z.string().nullable(),
  warehouseCode: z.string(),
  online: z.boolean(),
  offlineTime: z.string().nullable(),
  onlineTime: z.string().nullable(),
});
export const wmsSandboxAlarmRow = z.object({
  alarmId: z.string(),
  kind: z.enum(WMS_ALARM_KINDS),
  status: z.enum(['open', 'cleared']),
  caseNumber: z.string().nullable(),
  content: z.string(),
  raisedAt: z.string().nullable(),
  clearedAt: z.string().nullable(),
  version: z.number(),
});
export const wmsSandboxAlarmPage = pageOf(wmsSandboxAlarmRow);

export const wmsSandboxDeliveryRow = z.object({
  id: z.string(),
  unit: z.string(),
  summary: z.string(),
  eventCount: z.number(),
  status: z.string(),
  holdReason: z.string().nullable(),
  attempt: z.number(),
  lastStatus: z.number().nullable(),
  lastAnswer: z.string().nullable(),
  nextRetryTime: z.string().nullable(),
  deliveredTime: z.string().nullable(),
  duplicate: z.boolean(),
  createTime: z.string().nullable(),
});
export const wmsSandboxDeliveryPage = pageOf(wmsSandboxDeliveryRow);

export const wmsSandboxFeedInfo = z.object({ unit: z.string(), lastSeq: z.number(), containers: z.number() });

/** What a stock change answers: the container as it now stands. */
export const wmsSandboxChangeAnswer = z.object({
  containerId: z.string(),
  caseNumber: z.string(),
  version: z.number(),
  locked: z.boolean(),
  removed: z.boolean(),
});
export const wmsSandboxMoveAnswer = z.object({
  trayCode: z.string(),
  fromSite: z.string().nullable(),
  toSite: z.string().nullable(),
  batchId: z.string(),
});
export const wmsSandboxScanRow = z.object({
  epcCode: z.string(),
  siteCode: z.string().nullable(),
  deviceCode: z.string().nullable(),
  scanTime: z.string(),
  warn: z.string().nullable(),
});
export const wmsSandboxSeedAnswer = z.object({ created: z.boolean(), containers: z.number() });
export const wmsSandboxEnterpriseOption = z.object({ code: z.string(), name: z.string() });
/** The warehouses and cargo owners of the tenant by enterprise code; the first of each is the console's default. */
export const wmsSandboxEnterprises = z.object({
  warehouses: z.array(wmsSandboxEnterpriseOption),
  owners: z.array(wmsSandboxEnterpriseOption),
});
export const wmsSandboxAddDeviceBody = z.object({
  unit: unitField,
  warehouseCode: codeField('仓库企业编码', 50),
  deviceCode: codeField('设备编码'),
  deviceName: lineText('设备名称').trim().max(100, '设备名称不能超过100个字符').optional(),
});
