import { proportionConfigAnswer } from '../contract/contract';
import { pageOf } from '../shared/envelope';
import { pageQuery } from '../shared/paging';
import { defineRoute } from '../shared/route';
import { feeConfigForm, feeConfigRecord } from './fee-config';

const BASE = '/api/kc-flrk/proportionConfig';

/** The platform fee configuration (spec 2 §3 proportionConfig): the one in force, its history, a change. */
export const feeConfigRoutes = {
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, answer: proportionConfigAnswer }),
  page: defineRoute({ method: 'GET', path: `${BASE}/page`, query: pageQuery, answer: pageOf(feeConfigRecord) }),
  submit: defineRoute({ method: 'POST', path: `${BASE}/submit`, body: feeConfigForm, answer: proportionConfigAnswer }),
} as const;
