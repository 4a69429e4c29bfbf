import { defineRefusals } from '../shared/errors';
import { wmsMessages } from './wms';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const wmsSandboxInputRefusals = defineRefusals('wms_sandbox', {
  warehouseCodeRequired: [400, '请输入仓库企业编码'],
  warehouseCodeInvalid: [400, '仓库企业编码只能包含字母、数字和 - _ . :'],
  ownerCodeRequired: [400, '请输入货主企业编码'],
  ownerCodeInvalid: [400, '货主企业编码只能包含字母、数字和 - _ . :'],
  caseNumberRequired: [400, '请输入箱号'],
  caseNumberInvalid: [400, '箱号只能包含字母、数字和 - _ . :'],
  goodsRequired: [400, '请添加货物'],
  tooManyGoods: [400, '一个货箱最多10种货物'],
  goodsNameRequired: [400, '请输入货物名称'],
  materialCodeRequired: [400, '请输入WMS货物类别'],
  materialCodeInvalid: [400, 'WMS货物类别只能包含字母、数字和 - _ . :'],
  attrCodeRequired: [400, '请输入属性编码'],
  traysRequired: [400, '请至少添加一个托盘'],
  tooManyTrays: [400, '一次最多200个托盘'],
  trayCodeRequired: [400, '请输入托盘编码'],
  trayCodeInvalid: [400, '托盘编码只能包含字母、数字和 - _ . :'],
  rfidCodeRequired: [400, '请输入RFID编码'],
  rfidCodeInvalid: [400, 'RFID编码只能包含字母、数字和 - _ . :'],
  siteRequired: [400, '请输入库位'],
  siteInvalid: [400, '库位只能包含字母、数字和 - _ . :'],
  trayNumFormat: [400, '每托数量须为不超过两位小数的数字'],
  trayNumPositive: [400, '每托数量须大于0'],
  trayNumRequired: [400, '请输入每托数量'],
  trayWeightFormat: [400, '每托重量须为不超过两位小数的数字'],
  trayWeightPositive: [400, '每托重量须大于0'],
  trayWeightRequired: [400, '请输入每托重量'],
  numUnitUnknown: [400, '数量单位不存在'],
  weightUnitUnknown: [400, '重量单位不存在'],
  deviceCodeRequired: [400, '请输入设备编码'],
  deviceCodeInvalid: [400, '设备编码只能包含字母、数字和 - _ . :'],
  trayCountRequired: [400, '请输入托盘数量'],
  trayCountInteger: [400, '托盘数量须为整数'],
  trayCountTooSmall: [400, '托盘数量至少为1'],
  trayCountTooLarge: [400, '托盘数量不能超过200'],
  toSiteRequired: [400, '请输入目标库位'],
  toSiteInvalid: [400, '目标库位只能包含字母、数字和 - _ . :'],
  alarmKindRequired: [400, '请选择告警类型'],
  tagsRequired: [400, '请输入要扫描的标签'],
  tooManyTags: [400, '一次最多扫描500个标签'],
  epcRequired: [400, '请输入EPC编码'],
  epcInvalid: [400, 'EPC编码只能包含字母、数字和 - _ . :'],
  pushModeRequired: [400, '请选择推送方式'],
  timeScaleTooSmall: [400, '时间倍率不能小于0'],
  timeScaleTooLarge: [400, '时间倍率不能超过10'],
  weightFormat: [400, '重量须为不超过两位小数的数字'],
  weightPositive: [400, '重量须大于0'],
  weightRequired: [400, '请输入重量'],
});

export const wmsInputRefusals = defineRefusals('wms', {
  platformRequired: [400, wmsMessages.selectPlatform],
  auditResultRequired: [400, wmsMessages.selectAudit],
  rejectReasonRequired: [400, wmsMessages.rejectReason],
  caseNumberRequired: [400, wmsMessages.caseNumber],
  caseNumberInvalid: [400, '货物标识只能包含字母、数字、-和_'],
  handleNoteRequired: [400, wmsMessages.handleDescr],
  tooManyCases: [400, '一次最多申请200个货物'],
});
