import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { regionOption, tenantOption } from './menu';

/**
 * region/lazy-list: the regions under a parent code (the root is 00).
 * Kept to this file (not exported) as it was in the server's route: its message has no refusal reason of its own
 * yet (the input check, scripts/checks/input-reasons.ts, lists exported schemas), so a refusal still answers
 * request.invalid; giving it a reason would change the answer, which moving the route must not do.
 */
const regionQuery = z.strictObject({
  parentCode: z
    .string()
    .regex(/^(00|\d{2}|\d{4})$/, 'parentCode 须为 00、2 位或 4 位行政区划编码')
    .default('00'),
});

/**
 * The pickers every screen shares: administrative regions (行政区划) and tenants (租户). Served by the server's
 * system module, called by the web's region picker and tenant select.
 */
export const systemRoutes = {
  regions: defineRoute({
    method: 'GET',
    path: '/api/kc-system/region/lazy-list',
    query: regionQuery,
    answer: z.array(regionOption),
  }),
  tenants: defineRoute({ method: 'GET', path: '/api/kc-system/tenant/select', answer: z.array(tenantOption) }),
} as const;
