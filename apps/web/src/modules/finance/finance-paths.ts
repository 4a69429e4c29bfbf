import {
  FINANCE_APPLY_PATH,
  FINANCE_DETAIL_PATH,
  FINANCE_LIST_PATH,
  financeDetailPath,
} from '@kc/domain/finance/status';
import { receiptDetailPath } from '../receipt';

/** The financing screens (spec 2 §2 Pledge-financing detail; the list and the form are ours). */
export { FINANCE_APPLY_PATH, FINANCE_DETAIL_PATH, FINANCE_LIST_PATH, financeDetailPath, receiptDetailPath };

/** 新增融资申请, or ?id= to edit a saved or rejected one. */
export const financeApplyPath = (id?: string) =>
  id ? `${FINANCE_APPLY_PATH}?id=${encodeURIComponent(id)}` : FINANCE_APPLY_PATH;

/** The detail with the code for its tab title (?id=&code=); the code is optional (getIframeUrl sends none). */
export const financeDetailLink = (id: string, code?: string) =>
  code ? `${financeDetailPath(id)}&code=${encodeURIComponent(code)}` : financeDetailPath(id);
