import { z } from 'zod';
import { pledgeQrData, pledgeSignProgress, pledgeSignQr } from '../finance/finance';
import { pledgeQrTokenQuery } from '../finance/pledge';
import { DgeCcbStatus } from '../finance/status';
import { batchStartAnswer } from '../receipt/batch';
import { BussType } from '../receipt/status';
import { idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { defineRoute } from '../shared/route';

/**
 * The release's seals (解押签章; spec 3 §4 Bank pledge status 101 → 111 → 112, §6 ccb_release_sign_shipper /
 * _warehouse, §7 "release signing by warehouse and shipper"; spec 2 §4 QR signing dialog, batch signing): once the
 * warehouse passed the release (30), each of its receipt rows gets a release confirmation (解押确认书) the shipper
 * seals (101 待货主解押签章 → 111 待仓库解押签章) and then the warehouse (111 → 112 待解押反馈); the last warehouse
 * seal of the release seals it (30 → 40). One at a time through the five-minute QR dialog, or in a batch with the
 * mini-program scan, as the pledge seals.
 */
export type ReleaseSealRole = 'shipper' | 'warehouse';

export const releaseSealSteps = {
  shipper: {
    from: DgeCcbStatus.awaitingOwnerReleaseSeal,
    to: DgeCcbStatus.awaitingWarehouseReleaseSeal,
    reason: '货主确认仓单解押',
  },
  warehouse: {
    from: DgeCcbStatus.awaitingWarehouseReleaseSeal,
    to: DgeCcbStatus.awaitingReleaseFeedback,
    reason: '仓储企业确认仓单解押',
  },
} as const;

export const RELEASE_SEAL_PERMISSION: Record<ReleaseSealRole, string> = {
  shipper: 'ccb_release_sign_shipper',
  warehouse: 'ccb_release_sign_warehouse',
};

/** The mini-program business of a release seal (BussType 70 owner, 80 warehouse; chosen here, the spec has none). */
export const RELEASE_BUSS_TYPE: Record<ReleaseSealRole, number> = {
  shipper: BussType.releaseOwner,
  warehouse: BussType.releaseWarehouse,
};
export const releaseRoleOfBussType = (t: number): ReleaseSealRole | null =>
  t === BussType.releaseOwner ? 'shipper' : t === BussType.releaseWarehouse ? 'warehouse' : null;
/** type 0 the owner, 1 the warehouse (as pledgeBatchSign). */
export const releaseSealRoleOf = (type: number): ReleaseSealRole => (type === 1 ? 'warehouse' : 'shipper');

export const RELEASE_SEAL_LABELS: Record<ReleaseSealRole, string> = {
  shipper: '货主盖章',
  warehouse: '仓储企业盖章',
};

export const releaseSignRefusals = defineRefusals('releaseSign', {
  notFound: [404, '解押仓单不存在或无权查看'],
  notShipper: [403, '只有货主可以解押签章'],
  notWarehouse: [403, '只有仓单所在仓库可以解押签章'],
  noPermission: [403, '您没有解押签章的权限'],
  statusMismatch: [409, '解押仓单不在待签章状态，请刷新后重试'],
  noSeal: [400, '签章企业尚未开通电子签章'],
  nothingToSign: [409, '没有待签章的解押仓单'],
});

/** {id}: one release receipt row. */
export const releaseSignBody = z.object({ id: idField });
export const releaseSealAnswer = z.object({
  id: idString,
  releaseId: idString,
  dgeCcbStatus: z.number(),
  signed: z.boolean(),
  releaseStatus: z.number(),
  signStatus: z.number(),
});
const qrTokenField = pledgeQrTokenQuery.shape.token;
export const releaseQrTokenQuery = z.object({ token: qrTokenField });
export const releaseBatchBody = z.object({
  releaseId: idField,
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)])),
  token: z.preprocess((v) => (v === '' || v == null ? undefined : v), qrTokenField.optional()),
});
export const releaseSignProgressQuery = z.object({
  releaseId: idField,
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)])),
});

const FLRK = '/api/kc-flrk';

export const releaseSignRoutes = {
  /** the QR dialog (five minutes) */
  shipperQrSeal: defineRoute({
    method: 'POST',
    path: `${FLRK}/ple/bill/shipperReleaseSign`,
    body: releaseSignBody,
    answer: pledgeSignQr,
  }),
  warehouseQrSeal: defineRoute({
    method: 'POST',
    path: `${FLRK}/ple/bill/warehouseReleaseSign`,
    body: releaseSignBody,
    answer: pledgeSignQr,
  }),
  /** at once (individuals, tests) */
  shipperSeal: defineRoute({
    method: 'POST',
    path: `${FLRK}/ple/bill/shipperReleaseSignNow`,
    body: releaseSignBody,
    answer: releaseSealAnswer,
  }),
  warehouseSeal: defineRoute({
    method: 'POST',
    path: `${FLRK}/ple/bill/warehouseReleaseSignNow`,
    body: releaseSignBody,
    answer: releaseSealAnswer,
  }),
  qrData: defineRoute({
    method: 'GET',
    path: `${FLRK}/ple/bill/releaseQrData`,
    query: releaseQrTokenQuery,
    answer: pledgeQrData,
  }),
  /** data 205 when silent signing is off */
  batchSign: defineRoute({
    method: 'POST',
    path: `${FLRK}/ple/bill/releaseBatchSign`,
    body: releaseBatchBody,
    answer: batchStartAnswer,
  }),
  progress: defineRoute({
    method: 'GET',
    path: `${FLRK}/ccb/release/searchSignStatus`,
    query: releaseSignProgressQuery,
    answer: pledgeSignProgress,
  }),
} as const;
