import type { BatchOrigin } from '@kc/domain/receipt/status';

/** The batch-sign screens (menu ple_bill_batch_sign) and the phone page the QR code opens. */
export const BATCH_SIGN_PATH = '/ple/pleBillBatchSign';
export const APPLY_BATCH_SIGN_PATH = '/ple/billBatchSignList';
export const CONTRACT_BATCH_SIGN_PATH = '/ple/pleBillBatchSignDetail';
export const SCAN_PATH = '/m/scan';
/** A partial release's successors (spec 3 §2: /ccb/release/signPushPickBill?goodsId=, goodsId the release's id). */
export const RELEASE_BATCH_SIGN_PATH = '/ccb/release/signPushPickBill';

/** A WMS split's new receipts (spec 3 §2: /external/wmsDisassemble/signPushPickBill?disassembleId=). */
export const DISASSEMBLE_BATCH_SIGN_PATH = '/external/wmsDisassemble/signPushPickBill';

/** The receipt detail a row opens (receipt module). */
export const receiptViewPath = (id: string) => `/ple?id=${encodeURIComponent(id)}`;

export type BatchSignView = { origin: BatchOrigin; title: string };

const present = (v: string | null) => v?.trim() || undefined;

/**
 * Which receipts a batch-sign screen shows (spec 3 §2): /ple/pleBillBatchSign takes applyId (with billIds),
 * goodsId, disassembleId or a warehouse move's moveId, or nothing for all of the user's; /ple/billBatchSignList?id= is one bill
 * application; /ple/pleBillBatchSignDetail?id=&type=1&name= the receipts of a contract.
 */
export const batchSignViewOf = (pathname: string, params: URLSearchParams): BatchSignView => {
  const id = present(params.get('id'));
  // The spec passes the release as goodsId on this page: mapped to the origin releaseId (receipt.release_id).
  if (pathname === RELEASE_BATCH_SIGN_PATH) {
    const releaseId = present(params.get('goodsId'));
    return { origin: releaseId ? { releaseId } : {}, title: '解押拆分仓单批量签章' };
  }
  if (pathname === DISASSEMBLE_BATCH_SIGN_PATH) {
    const disassembleId = present(params.get('disassembleId'));
    return { origin: disassembleId ? { disassembleId } : {}, title: '拆单仓单批量签章' };
  }
  if (pathname === APPLY_BATCH_SIGN_PATH) return { origin: id ? { applyId: id } : {}, title: '仓单申请批量签章' };
  if (pathname === CONTRACT_BATCH_SIGN_PATH) {
    const name = present(params.get('name'));
    return { origin: id ? { contractId: id } : {}, title: name ? `${name} - 仓单批量签章` : '合同仓单批量签章' };
  }
  const applyId = present(params.get('applyId'));
  if (applyId) {
    const billIds = present(params.get('billIds'))
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return { origin: billIds?.length ? { applyId, billIds } : { applyId }, title: '仓单批量签章' };
  }
  const goodsId = present(params.get('goodsId'));
  if (goodsId) return { origin: { goodsId }, title: '仓单批量签章' };
  const moveId = present(params.get('moveId'));
  if (moveId) return { origin: { moveId }, title: '移库仓单批量签章' };
  const disassembleId = present(params.get('disassembleId'));
  if (disassembleId) return { origin: { disassembleId }, title: '拆单仓单批量签章' };
  // Receipts named one by one (an outbound order's remainders).
  const billIds = present(params.get('billIds'))
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (billIds?.length) return { origin: { billIds }, title: '仓单批量签章' };
  return { origin: {}, title: '仓单批量签章' };
};
