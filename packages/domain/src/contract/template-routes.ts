import { z } from 'zod';
import { idString, pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import {
  contractTemplateDetail,
  contractTemplateForm,
  contractTemplateListQuery,
  contractTemplatePageQuery,
  contractTemplatePageRow,
  contractTemplateRecord,
} from './template';

const BASE = '/api/kc-flrk/contractTemplate';

/** Contract templates (合同模板): served by the server's contract-template module, called by the web's. */
export const contractTemplateRoutes = {
  listAll: defineRoute({
    method: 'GET',
    path: `${BASE}/listAll`,
    query: contractTemplateListQuery,
    answer: z.array(contractTemplateRecord),
  }),
  page: defineRoute({
    method: 'GET',
    path: `${BASE}/page`,
    query: contractTemplatePageQuery,
    answer: pageOf(contractTemplatePageRow),
  }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: contractTemplateDetail }),
  save: defineRoute({
    method: 'POST',
    path: `${BASE}/saveOrUpdate`,
    body: contractTemplateForm,
    answer: z.object({ id: idString }),
  }),
  remove: defineRoute({ method: 'POST', path: `${BASE}/batchDelete`, ...idsInput, answer: z.literal(true) }),
} as const;
