import { z } from 'zod';
import { idString, pageOf } from '../shared/envelope';
import { idField, idQuery } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { defineRoute, idsInput } from '../shared/route';
import {
  invoiceAnswer,
  invoicePageQuery,
  invoiceTemplateAnswer,
  invoiceTemplateForm,
  supplyInvoiceBody,
} from './invoice';

const BASE = '/api/kc-flrk/invoice';

/** The invoice routes (spec 2 §5 Invoice, §6): served by the server's invoice module, called by the web's. */
export const invoiceRoutes = {
  templateList: defineRoute({
    method: 'GET',
    path: `${BASE}/templateList`,
    query: z.object({ shipperId: idField.optional() }),
    answer: z.array(invoiceTemplateAnswer),
  }),
  templatePage: defineRoute({
    method: 'GET',
    path: `${BASE}/template/page`,
    query: pageQuery,
    answer: pageOf(invoiceTemplateAnswer),
  }),
  saveTemplate: defineRoute({
    method: 'POST',
    path: `${BASE}/template/save`,
    body: invoiceTemplateForm,
    answer: idString,
  }),
  removeTemplates: defineRoute({
    method: 'POST',
    path: `${BASE}/template/remove`,
    ...idsInput,
    answer: z.literal(true),
  }),
  setDefault: defineRoute({
    method: 'POST',
    path: `${BASE}/template/setDefault`,
    body: idQuery,
    answer: z.literal(true),
  }),
  supply: defineRoute({ method: 'POST', path: `${BASE}/supplyInvoice`, body: supplyInvoiceBody, answer: idString }),
  page: defineRoute({ method: 'GET', path: `${BASE}/page`, query: invoicePageQuery, answer: pageOf(invoiceAnswer) }),
  byContract: defineRoute({
    method: 'GET',
    path: `${BASE}/findByContract`,
    query: z.object({ contractId: idField }),
    answer: z.array(invoiceAnswer),
  }),
  issue: defineRoute({ method: 'POST', path: `${BASE}/issue`, body: idQuery, answer: z.literal(true) }),
  reissue: defineRoute({ method: 'POST', path: `${BASE}/reissue`, body: idQuery, answer: z.literal(true) }),
} as const;
