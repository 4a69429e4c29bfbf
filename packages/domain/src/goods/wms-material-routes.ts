import { z } from 'zod';
import { idString, pageOf } from '../shared/envelope';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import { updateWmsMaterialIdBody, wmsMaterialForm, wmsMaterialRecord, wmsMaterialRemoveResult } from './wms-material';

const BASE = '/api/kc-flrk/wmsMaterial';

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, idField.optional());
const optionalText = (label: string) => z.preprocess(blankToUndefined, lineText(label).trim().max(100).optional());

const wmsMaterialListQuery = pageQuery.extend({
  warehouseId: optionalId,
  materialId: optionalId,
  wmsMaterialName: optionalText('WMS货物名称'),
  externalMaterialId: optionalText('WMS货物编码'),
});

/** The external warehouse goods mapping (WMS货物映射, spec 3 §6): served by the server's module, called by the web's. */
export const wmsMaterialRoutes = {
  list: defineRoute({
    method: 'GET',
    path: `${BASE}/list`,
    query: wmsMaterialListQuery,
    answer: pageOf(wmsMaterialRecord),
  }),
  submit: defineRoute({ method: 'POST', path: `${BASE}/submit`, body: wmsMaterialForm, answer: z.array(idString) }),
  updateMaterial: defineRoute({
    method: 'POST',
    path: `${BASE}/updateWmsMaterialId`,
    body: updateWmsMaterialIdBody,
    answer: z.literal(true),
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${BASE}/delWmsMaterial`,
    body: z.object({ id: idField }),
    answer: wmsMaterialRemoveResult,
  }),
  removeMany: defineRoute({ method: 'POST', path: `${BASE}/delete`, ...idsInput, answer: wmsMaterialRemoveResult }),
} as const;
