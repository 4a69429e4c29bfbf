import type { Db, DbOrTx } from './client';

/** Work that must not run while a transaction holds its locks: a document's render, a message to an outside party. */
export type CommittedWork = () => Promise<unknown>;

type Transactional = { transaction: (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown> };

/** The work each open transaction (and each savepoint inside it) asked for, in the order it asked. */
const waiting = new WeakMap<object, CommittedWork[]>();

const isTx = (db: DbOrTx) => 'rollback' in db;

/** A failure of the work does not undo the committed change: what the work makes is made again on the next read. */
const settle = (work: CommittedWork) =>
  work().then(
    () => undefined,
    () => undefined,
  );

/** Follows a transaction and the savepoints opened in it: their work is the outer transaction's. */
const follow = (tx: Transactional, work: CommittedWork[]) => {
  waiting.set(tx, work);
  const open = tx.transaction.bind(tx);
  tx.transaction = (fn, config) =>
    open((inner: never) => {
      follow(inner as Transactional, work);
      return fn(inner);
    }, config);
};

/**
 * Gives `db.transaction` the after-commit step (documents render outside the database transaction):
 * once the transaction committed, the work registered with `afterCommit` runs one piece after the other, before the
 * transaction's promise resolves — so the caller still sees what it made, and no lock of the transaction is held
 * while it runs; a transaction that rolls back drops it. client.ts gives every Database's `db` this step once.
 */
export const withAfterCommit = (db: Db): Db => {
  const handle = db as unknown as Transactional;
  const open = handle.transaction.bind(handle);
  handle.transaction = async (fn, config) => {
    const work: CommittedWork[] = [];
    const result = await open((tx: never) => {
      follow(tx as Transactional, work);
      return fn(tx);
    }, config);
    for (const piece of work) await settle(piece);
    return result;
  };
  return db;
};

/**
 * Runs `work` once the caller's transaction `tx` has committed, never inside it; given the database itself (no
 * transaction) it runs now. The work must find its own way from the committed rows (it may run after another change,
 * or not at all should the process stop): what it makes is also made on the next read that needs it, and a failure
 * is swallowed here for that reason. A savepoint's work waits for the outer commit; a transaction not opened through
 * client.ts's Database cannot say when it commits, so its work is left to that next read.
 */
export const afterCommit = async (tx: DbOrTx, work: CommittedWork): Promise<void> => {
  if (!isTx(tx)) return settle(work);
  waiting.get(tx)?.push(work);
};
