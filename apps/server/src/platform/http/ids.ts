import { commonMessages, idsField, idsInput, inputRefusal } from '@kc/domain';
import type { FastifyRequest } from 'fastify';

/**
 * BladeX sends `remove` and similar calls as POST with `ids` comma-joined, in the query string or the
 * body (JSON or form); both are accepted. Use with `idsOf`.
 */
export const idsSchema = {
  querystring: idsInput.query,
  body: idsInput.body,
};

/** The ids of a remove/grant call, or 400 '请选择至少一条数据!' with the reason of the route's module's rule. */
export const idsOf = (request: FastifyRequest): string[] => {
  const q = (request.query as { ids?: string } | undefined)?.ids;
  const b = (request.body as { ids?: unknown } | null | undefined)?.ids;
  const parsed = idsField.safeParse(b ?? q);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? commonMessages.selectAtLeastOne;
    throw inputRefusal(message, request.routeOptions.config?.module);
  }
  return parsed.data;
};
