import type { DomainError } from '@kc/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { wmsContainer, wmsTray } from './wms.table';

type ContainerRecord = typeof wmsContainer.$inferSelect;

/** The audit trail's object type of a container's moves. */
export const CONTAINER_OBJECT = 'wmsContainer';

type MoveContainerInput = {
  id: string;
  from: number;
  to: number;
  action: string;
  actor: Actor;
  set?: Partial<typeof wmsContainer.$inferInsert>;
  payload?: Record<string, unknown>;
  /** extra guard (e.g. the application that holds it) */
  applyId?: string;
};

/**
 * ARCHITECTURE §5: one container from `from` to `to` (spec 3 §4 Container status) with its audit event, in the
 * caller's transaction. The UPDATE is guarded by the status (PostgreSQL re-checks it after waiting for a concurrent
 * mover's row lock), so of two requests moving the same container only one does. Undefined when it was not there.
 */
export const tryMoveContainer = async (tx: DbOrTx, input: MoveContainerInput): Promise<ContainerRecord | undefined> => {
  const [row] = await tx
    .update(wmsContainer)
    .set({
      ...input.set,
      status: input.to,
      version: sql`${wmsContainer.version} + 1`,
      updateTime: new Date(),
      updateUser: input.actor.userId,
    })
    .where(
      and(
        eq(wmsContainer.id, input.id),
        eq(wmsContainer.status, input.from),
        input.applyId ? eq(wmsContainer.applyId, input.applyId) : undefined,
      ),
    )
    .returning();
  if (!row) return undefined;
  await appendAuditEvent(tx, {
    tenantId: row.tenantId,
    objectType: CONTAINER_OBJECT,
    objectId: row.id,
    action: input.action,
    fromStatus: input.from,
    toStatus: input.to,
    actorId: input.actor.userId,
    actorEnterpriseId: input.actor.postId ?? null,
    payload: { caseNumber: row.caseNumber, ...input.payload },
  });
  return row;
};

/** The same, refusing with `lost()` when another request moved the container first. */
export const moveContainer = async (
  tx: DbOrTx,
  input: MoveContainerInput & { lost: () => DomainError },
): Promise<ContainerRecord> => {
  const row = await tryMoveContainer(tx, input);
  if (!row) throw input.lost();
  return row;
};

/** The present trays of these containers take `status` (spec 3 §4 Tray status: 10 locked, 11 unlocked again). */
export const setTrayStatus = async (tx: DbOrTx, containerIds: readonly string[], status: number) => {
  if (containerIds.length === 0) return;
  await tx
    .update(wmsTray)
    .set({ status, updateTime: new Date() })
    .where(and(inArray(wmsTray.containerId, [...containerIds]), eq(wmsTray.removed, 0)));
};
