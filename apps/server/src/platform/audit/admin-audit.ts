import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { appendAuditEvent } from './audit.service';

/**
 * An administrative change a route makes (roles, grants, menus, scopes, users, password resets): the route names
 * it in its config, `audit: { objectType: 'role', action: 'grant' }`, and each successful answer appends one
 * event per changed object to the audit trail (ARCHITECTURE §6), with who did it and what they sent.
 */
export type AdminAudit = { objectType: string; action: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AdminAudit;
  }
}

/** Fields naming the objects a change touched, in the body or the query (a list or comma-separated ids). */
const TARGET_FIELDS = ['id', 'ids', 'userIds', 'roleIds'] as const;
/** Never written to the trail. */
const SECRET = /password|secret|token/i;

/** Object ids are numbers (the trail's object_id is a bigint); anything else names no object. */
const ID = /^\d{1,19}$/;

const idsIn = (v: unknown): string[] => {
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => ID.test(s));
  if (typeof v === 'number' || typeof v === 'bigint') return ID.test(String(v)) ? [String(v)] : [];
  if (Array.isArray(v)) return v.flatMap(idsIn);
  return [];
};

const recordOf = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The changed objects: the answer's id (a creation), else the ids the request named. */
export const targetsOf = (request: FastifyRequest, answer: unknown): string[] => {
  const created = idsIn(recordOf(recordOf(answer).data).id);
  if (created.length > 0) return created;
  const named = TARGET_FIELDS.flatMap((f) => [
    ...idsIn(recordOf(request.body)[f]),
    ...idsIn(recordOf(request.query)[f]),
  ]);
  return [...new Set(named)];
};

const withoutSecrets = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(withoutSecrets);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>)
      .filter(([k]) => !SECRET.test(k))
      .map(([k, x]) => [k, withoutSecrets(x)]),
  );
};

export const registerAdminAudit = (app: FastifyInstance, db: Db) => {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const audit = request.routeOptions.config?.audit;
    const p = request.principal;
    if (!audit || !p || reply.statusCode !== 200 || recordOf(payload).code !== 200) return payload;
    const sent = withoutSecrets({ ...recordOf(request.query), ...recordOf(request.body) }) as Record<string, unknown>;
    await db.transaction(async (tx) => {
      for (const objectId of targetsOf(request, payload)) {
        await appendAuditEvent(tx, {
          tenantId: p.tenantId,
          objectType: audit.objectType,
          objectId,
          action: audit.action,
          actorId: p.userId,
          actorEnterpriseId: p.postId ?? null,
          payload: sent,
        });
      }
    });
    return payload;
  });
};
