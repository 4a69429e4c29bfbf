import { moduleOf } from '../../platform/module';
import { billSplitHttpRoutes } from './bill-split.routes';

/**
 * The owner's bill split module's one door (ARCHITECTURE "Layout"; README.md): 仓单拆单申请 (billSplitApply,
 * financePush). Registered right after the release module: it uses the enterprise, receipt, user and wms doors.
 */
export const billSplitModule = moduleOf('bill-split', [billSplitHttpRoutes]);

// What the seed and tests use of this one.
export { billSplitApply } from './bill-split.table';
export { publishBillSplitStatus } from './bill-split-events';
export { auditBillSplit, saveBillSplit, voidBillSplits } from './bill-split-moves';
