import { z } from 'zod';
import { dateTimeText, decimalText, idString, linkText, pageOf } from '../shared/envelope';

/** The answers of the partial-unlock calls (partUnlock/*): what each route sends, field by field. */

/** An image of the record (spec 3 §3 applyFile, noticeFile, confirmFile): the attachment, its name and a signed link. */
export const partUnlockFile = z.object({ id: idString, name: z.string(), url: linkText.nullable() });
export type PartUnlockFile = z.infer<typeof partUnlockFile>;

/** A row of 部分解锁 (GET partUnlock/page). */
export const partUnlockRow = z.object({
  id: idString,
  code: z.string(),
  /** PartUnlockStatus (dictionary part_unlock_status) */
  status: z.number().int(),
  statusName: z.string(),
  shipperId: idString,
  shipperName: z.string().nullable(),
  warehouseId: idString,
  warehouseName: z.string().nullable(),
  billCodes: z.string(),
  trayCount: z.number().int(),
  descr: z.string().nullable(),
  createTime: dateTimeText,
});
export type PartUnlockRow = z.infer<typeof partUnlockRow>;

/** spec 3 §3 containerList: a container of the record with its chosen trays. */
export const partUnlockContainer = z.object({
  billId: idString,
  billCode: z.string(),
  containerId: idString,
  caseNumber: z.string(),
  trayCounts: z.number().int(),
  trayCodes: z.string(),
});
export type PartUnlockContainer = z.infer<typeof partUnlockContainer>;

/** What the caller may do on the record now (the audit screen's forms). */
export const partUnlockActions = z.object({
  shipperAudit: z.boolean(),
  platformAudit: z.boolean(),
  warehouseAudit: z.boolean(),
  edit: z.boolean(),
  resubmit: z.boolean(),
});

/** GET partUnlock/billListById: the record, its three image groups and a page of its containers. */
export const partUnlockDetail = z.object({
  id: idString,
  code: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** the last rejection's reason (shown at 11, 21, 31) */
  descr: z.string().nullable(),
  shipperId: idString,
  shipperName: z.string().nullable(),
  warehouseId: idString,
  warehouseName: z.string().nullable(),
  applyFile: z.array(partUnlockFile),
  noticeFile: z.array(partUnlockFile),
  confirmFile: z.array(partUnlockFile),
  containerList: pageOf(partUnlockContainer),
  actions: partUnlockActions,
  createTime: dateTimeText,
  submitTime: dateTimeText,
  completeTime: dateTimeText,
});
export type PartUnlockDetail = z.infer<typeof partUnlockDetail>;

/** A tray of a record (destroyBillListByPage), or one to choose (selectTrayListByContainId, queryAllTrayByBillids). */
export const partUnlockTray = z.object({
  trayId: idString,
  trayCode: z.string(),
  billId: idString,
  billCode: z.string(),
  containerId: idString,
  caseNumber: z.string(),
  weight: decimalText,
  num: decimalText,
  /** TrayStatus: 1, 10 locked, 11 unlocked again */
  status: z.number().int(),
  statusName: z.string(),
});
export type PartUnlockTray = z.infer<typeof partUnlockTray>;

/** A receipt the warehouse may partially unlock (selectBillListByPage). */
export const partUnlockBillChoice = z.object({
  id: idString,
  code: z.string(),
  materialName: z.string().nullable(),
  cargoOwnerId: idString,
  cargoOwnerName: z.string().nullable(),
  totalWeight: decimalText,
  totalQuantity: decimalText,
  lockedContainers: z.number().int(),
});
export type PartUnlockBillChoice = z.infer<typeof partUnlockBillChoice>;

/** A locked container of a receipt (selectContainerListByBillId). */
export const partUnlockContainerChoice = z.object({
  id: idString,
  caseNumber: z.string(),
  billId: idString,
  billCode: z.string(),
  materialNames: z.string().nullable(),
  totalWeight: decimalText,
  trayCounts: z.number().int(),
  lockedTrays: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
});
export type PartUnlockContainerChoice = z.infer<typeof partUnlockContainerChoice>;

/** GET partUnlock/containerTrays: a container of a receipt and its trays with their lock status. */
export const containerTraysAnswer = z.object({
  containerId: idString,
  caseNumber: z.string(),
  billCode: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  trays: z.array(
    z.object({
      trayId: idString,
      trayCode: z.string(),
      rfidCode: z.string().nullable(),
      siteCode: z.string().nullable(),
      weight: decimalText,
      num: decimalText,
      status: z.number().int(),
      statusName: z.string(),
    }),
  ),
});
export type ContainerTraysAnswer = z.infer<typeof containerTraysAnswer>;

/** What a move answers. */
export const partUnlockMoveAnswer = z.object({ id: idString, status: z.number().int(), statusName: z.string() });
export type PartUnlockMoveAnswer = z.infer<typeof partUnlockMoveAnswer>;
