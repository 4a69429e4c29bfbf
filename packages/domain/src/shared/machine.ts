import type { PermissionKey } from './permissions';

/**
 * One shape for every state machine (ARCHITECTURE §5): the statuses a column takes and the moves between them,
 * declared once in the domain. The server's transition() takes a declared move (from and to come from here) and
 * the web asks the same declaration which actions a status offers.
 */
export type Status = string | number;

/** Who makes a move, in the business's words: a party to the object, an operator, or the system itself. */
export type MoveActor =
  | 'shipper'
  | 'buyer'
  | 'owner'
  | 'warehouse'
  | 'platform'
  | 'enterprise'
  | 'bank'
  | 'payer'
  | 'payee'
  | 'system';

export type MoveDeclaration<S extends Status = Status> = {
  /** the statuses the move starts from */
  from: readonly S[];
  /** where it goes; a list when the caller names the target among them (e.g. back to where it came from) */
  to: S | readonly S[];
  /** who may make it */
  by: readonly MoveActor[];
  /** the button permission a user needs for it, when one guards it */
  permission?: PermissionKey;
};

export type MachineDeclaration<S extends Status, M extends string> = {
  /** the audit trail's object type of the rows this machine moves */
  objectType: string;
  statuses: Readonly<Record<string, S>>;
  moves: Readonly<Record<M, MoveDeclaration<S>>>;
};

export type Machine<S extends Status = Status, M extends string = string> = MachineDeclaration<S, M> & {
  /** the statuses a move starts from */
  fromOf: (move: M) => readonly S[];
  /** the statuses a move may reach */
  targetsOf: (move: M) => readonly S[];
  /** whether the move starts at this status (and, given an actor, whether that actor may make it) */
  can: (move: M, status: Status | null | undefined, actor?: MoveActor | null) => boolean;
  /** every move that starts at this status (for this actor, when given) */
  movesAt: (status: Status | null | undefined, actor?: MoveActor | null) => M[];
};

/** A value of a machine's statuses. */
export type StatusOf<T> = T extends Machine<infer S, string> ? S : never;
/** A machine's move names. */
export type MoveOf<T> = T extends Machine<Status, infer M> ? M : never;

const list = <S>(value: S | readonly S[]): readonly S[] => (Array.isArray(value) ? value : [value as S]);

/**
 * Declares a machine and checks it: every move's from and to are among the declared statuses (a typo in a
 * table of numbers fails at load, not at the first move that needs it).
 */
export const defineMachine = <const S extends Status, const M extends string>(
  declaration: MachineDeclaration<S, M>,
): Machine<S, M> => {
  const known = new Set<Status>(Object.values(declaration.statuses));
  for (const [name, move] of Object.entries(declaration.moves) as [string, MoveDeclaration<S>][]) {
    for (const s of [...move.from, ...list(move.to)])
      if (!known.has(s)) throw new Error(`${declaration.objectType}.${name}: status ${String(s)} is not declared`);
  }
  const moveOf = (move: M) => declaration.moves[move];
  const can = (move: M, status: Status | null | undefined, actor?: MoveActor | null) => {
    const m = moveOf(move);
    if (!m || status == null || !(m.from as readonly Status[]).includes(status)) return false;
    return actor == null || m.by.includes(actor);
  };
  return {
    ...declaration,
    fromOf: (move) => moveOf(move).from,
    targetsOf: (move) => list(moveOf(move).to),
    can,
    movesAt: (status, actor) => (Object.keys(declaration.moves) as M[]).filter((m) => can(m, status, actor)),
  };
};
