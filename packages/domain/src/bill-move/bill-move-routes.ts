import { z } from 'zod';
import { idString, pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { defineRoute } from '../shared/route';
import {
  billMoveApplyBody,
  billMoveBillQuery,
  billMoveBillRow,
  billMoveDetail,
  billMoveIdBody,
  billMoveMoveAnswer,
  billMovePageQuery,
  billMoveRecord,
  billMoveRejectBody,
  billMoveWarehouse,
  billMoveWeighBody,
} from './bill-move';

const BASE = '/api/kc-flrk/wms/billMove';

/**
 * Warehouse moves (移库, wms/billMove): the holder's application, the source's and the target's confirmation or
 * rejection; every move answers the move's new status. Served by the server's bill-move module, called by the web's.
 */
export const billMoveRoutes = {
  page: defineRoute({ method: 'GET', path: `${BASE}/page`, query: billMovePageQuery, answer: pageOf(billMoveRecord) }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: billMoveDetail }),
  bills: defineRoute({
    method: 'GET',
    path: `${BASE}/billList`,
    query: billMoveBillQuery,
    answer: pageOf(billMoveBillRow),
  }),
  warehouses: defineRoute({ method: 'GET', path: `${BASE}/warehouseList`, answer: z.array(billMoveWarehouse) }),
  /** Answers the new move's id. */
  apply: defineRoute({ method: 'POST', path: `${BASE}/apply`, body: billMoveApplyBody, answer: idString }),
  cancel: defineRoute({ method: 'POST', path: `${BASE}/cancel`, body: billMoveIdBody, answer: billMoveMoveAnswer }),
  sourceConfirm: defineRoute({
    method: 'POST',
    path: `${BASE}/sourceConfirm`,
    body: billMoveIdBody,
    answer: billMoveMoveAnswer,
  }),
  sourceReject: defineRoute({
    method: 'POST',
    path: `${BASE}/sourceReject`,
    body: billMoveRejectBody,
    answer: billMoveMoveAnswer,
  }),
  targetConfirm: defineRoute({
    method: 'POST',
    path: `${BASE}/targetConfirm`,
    body: billMoveWeighBody,
    answer: billMoveMoveAnswer,
  }),
  targetReject: defineRoute({
    method: 'POST',
    path: `${BASE}/targetReject`,
    body: billMoveRejectBody,
    answer: billMoveMoveAnswer,
  }),
} as const;
