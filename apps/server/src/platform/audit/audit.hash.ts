import { createHash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

/** The fields an event's hash covers; anything changed in one of them breaks the chain from there on. */
export type HashedEvent = {
  tenantId: string;
  objectType: string;
  objectId: string;
  seq: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  actorId: string | null;
  actorEnterpriseId: string | null;
  payload: Record<string, unknown>;
  createTime: Date;
};

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
};

/** JSON with sorted keys, so the text survives a round trip through jsonb (which reorders keys). */
export const canonicalJson = (value: unknown): string => JSON.stringify(sortKeys(value));

export const eventHash = (prevHash: string, e: HashedEvent): string =>
  createHash('sha256')
    .update(
      prevHash +
        canonicalJson({
          tenantId: e.tenantId,
          objectType: e.objectType,
          objectId: e.objectId,
          seq: e.seq,
          action: e.action,
          fromStatus: e.fromStatus,
          toStatus: e.toStatus,
          actorId: e.actorId,
          actorEnterpriseId: e.actorEnterpriseId,
          payload: e.payload,
          createTime: e.createTime.toISOString(),
        }),
    )
    .digest('hex');
