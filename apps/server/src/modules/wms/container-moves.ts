import type { DomainError } from '@kc/domain';
import type { MoveOf } from '@kc/domain/shared/machine';
import { containerMachine, trayMachine } from '@kc/domain/wms/status';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transitionAll, tryTransition } from '../../platform/state/transition';
import { wmsContainer, wmsTray } from './wms.table';

type ContainerRecord = typeof wmsContainer.$inferSelect;

/** The audit trail's object type of a container's moves. */
export const CONTAINER_OBJECT = containerMachine.objectType;

type MoveContainerInput = {
  id: string;
  /** the declared move (packages/domain wms/status) */
  move: MoveOf<typeof containerMachine>;
  /** the container's known status, when the move starts from several */
  from?: number;
  /** the target, when the move declares several (a rejected application returns it to where it was) */
  to?: number;
  /** the audit action, when it is not the move's name */
  action?: string;
  actor: Actor;
  set?: Partial<typeof wmsContainer.$inferInsert>;
  payload?: Record<string, unknown>;
  /** extra guard (e.g. the application that holds it) */
  applyId?: string;
};

/** What a container's move writes besides the declared move: the row, its guard, the audit payload. */
const declared = (input: MoveContainerInput) => ({
  table: wmsContainer,
  id: input.id,
  from: input.from,
  to: input.to,
  action: input.action,
  actor: input.actor,
  set: input.set,
  where: input.applyId ? eq(wmsContainer.applyId, input.applyId) : undefined,
  payload: (row: ContainerRecord) => ({ caseNumber: row.caseNumber, ...input.payload }),
});

/**
 * ARCHITECTURE §5: one container's declared move (spec 3 §4 Container status) with its audit event, in the caller's
 * transaction, made by the platform's state move: of two requests moving the same container only one does.
 * Undefined when it was not there.
 */
export const tryMoveContainer = (tx: DbOrTx, input: MoveContainerInput): Promise<ContainerRecord | undefined> =>
  tryTransition(tx, { machine: containerMachine, move: input.move, ...declared(input) });

/** The same, refusing with `lost()` when another request moved the container first. */
export const moveContainer = async (
  tx: DbOrTx,
  input: MoveContainerInput & { lost: () => DomainError },
): Promise<ContainerRecord> => {
  const row = await tryTransition(tx, { machine: containerMachine, move: input.move, ...declared(input) });
  if (!row) throw input.lost();
  return row;
};

/** The present trays of these containers follow them (spec 3 §4 Tray status: 10 locked, 11 unlocked again). */
export const moveTrays = async (
  tx: DbOrTx,
  containerIds: readonly string[],
  move: MoveOf<typeof trayMachine>,
  actor: Actor,
) => {
  if (containerIds.length === 0) return;
  await transitionAll(tx, {
    table: wmsTray,
    machine: trayMachine,
    move,
    actor,
    where: and(inArray(wmsTray.containerId, [...containerIds]), eq(wmsTray.removed, 0))!,
    payload: (tray) => ({ containerId: tray.containerId, trayCode: tray.trayCode }),
  });
};
