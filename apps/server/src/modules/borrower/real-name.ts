import type { RealNameAnswer } from '@kc/domain/borrower/answers';
import {
  BORROWER_REAL_NAME_EVENT,
  type BorrowerRealNameEvent,
  borrowerMessages,
  realNameMachine,
  borrowerRefusals as refuse,
} from '@kc/domain/borrower/borrower';
import { canAuthenticate, REAL_NAME_STATUS_LABELS, type RealNameStatus } from '@kc/domain/borrower/status';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { type Actor, transition } from '../../platform/state/transition';
import type { IdentityCallback, IdentityResult } from '../../providers/identity/port';
import { partyAndOperatorUserIds } from '../user';
import { findVisibleCoBorrower } from './borrower.repo';
import { borrower, coBorrower } from './borrower.table';
import { assertRealNameActor, findVisibleBorrower } from './borrower-access';

/**
 * Real-name authentication (spec 1 §4) through the identity port: a request (0 or 3 → 1, the provider's reference
 * kept), then the provider's answer — its verified callback or the query button — passes (1 → 2) or rejects
 * (1 → 3 with the reason). Every move is realNameMachine's; the same for borrowers and co-borrowers.
 */
type Kind = 'borrower' | 'coborrower';
const tables = { borrower, coborrower: coBorrower } as const;
const systemActor = (tenantId: string): Actor => ({ userId: null as unknown as string, postId: null, tenantId });

type Person = {
  id: string;
  tenantId: string;
  shipperId: string;
  name: string;
  identityNumber: string;
  idcardFront: string | null;
  realNameStatus: number;
  realNameResult: string | null;
  realNameRef: string | null;
};

const answerOf = (r: Person): RealNameAnswer => ({
  id: r.id,
  realNameStatus: r.realNameStatus,
  realNameStatusName: REAL_NAME_STATUS_LABELS[r.realNameStatus as RealNameStatus] ?? '',
  realNameResult: r.realNameResult,
});

/** 'borrower.realName' after a move: the shipper's and the operators' open lists read again. Best effort. */
export const publishRealName = async (ctx: AppContext, kind: Kind, r: Person) => {
  try {
    const users = await partyAndOperatorUserIds(ctx.db, r.tenantId, [r.shipperId]);
    const data: BorrowerRealNameEvent = { kind, id: r.id, realNameStatus: r.realNameStatus };
    await ctx.events.publishToUsers(users, BORROWER_REAL_NAME_EVENT, data);
  } catch {
    // the pages read again when they come back into view
  }
};

const personOf = async (ctx: AppContext, p: Principal, kind: Kind, id: string): Promise<Person> =>
  kind === 'borrower' ? findVisibleBorrower(ctx.db, p, id) : (await findVisibleCoBorrower(ctx.db, p, id)).row;

/** POST …/realNameAuthentication: at 0 or 3 the shipper (or the platform) asks the provider; → 1. */
export const requestRealName = async (ctx: AppContext, p: Principal, kind: Kind, id: string) => {
  const person = await personOf(ctx, p, kind, id);
  await assertRealNameActor(ctx.db, p, person.shipperId);
  if (!canAuthenticate(person.realNameStatus)) throw refuse.notAuthenticatable();
  const photoRow = person.idcardFront ? await ctx.files.find(person.idcardFront) : undefined;
  const bytes = person.idcardFront ? await ctx.files.read(person.idcardFront) : undefined;
  const { ref } = await ctx.identity.request({
    name: person.name,
    identityNumber: person.identityNumber,
    photo: bytes && photoRow ? { bytes, mime: photoRow.mime } : null,
  });
  const table = tables[kind];
  const moved = (await transition(ctx.db, {
    machine: realNameMachine,
    move: 'request',
    table,
    id: person.id,
    actor: p,
    statusColumn: 'realNameStatus',
    set: { realNameRef: ref, realNameResult: null },
    payload: { kind, ref },
    message: borrowerMessages.notAuthenticatable,
  })) as Person;
  await publishRealName(ctx, kind, moved);
  return answerOf(moved);
};

/** Applies the provider's answer to a row in progress (pending: nothing moves). Answers the row as it stands. */
const applyResult = async (ctx: AppContext, kind: Kind, person: Person, result: IdentityResult) => {
  if (person.realNameStatus !== 1 || (result.status !== 'passed' && result.status !== 'rejected')) return person;
  const pass = result.status === 'passed';
  const moved = (await transition(ctx.db, {
    machine: realNameMachine,
    move: pass ? 'pass' : 'reject',
    table: tables[kind],
    id: person.id,
    actor: systemActor(person.tenantId),
    statusColumn: 'realNameStatus',
    set: { realNameResult: pass ? null : result.reason || '认证失败' },
    payload: { kind, ref: person.realNameRef },
    message: borrowerMessages.notPending,
  })) as Person;
  await publishRealName(ctx, kind, moved);
  return moved;
};

/** POST …/realNameAuthenticationSearch: at 1 asks the provider where it stands and applies its answer. */
export const searchRealName = async (ctx: AppContext, p: Principal, kind: Kind, id: string) => {
  const person = await personOf(ctx, p, kind, id);
  await assertRealNameActor(ctx.db, p, person.shipperId);
  if (person.realNameStatus !== 1 || !person.realNameRef) throw refuse.notPending();
  return answerOf(await applyResult(ctx, kind, person, await ctx.identity.query(person.realNameRef)));
};

/** POST identity/notify (public): the provider's signed callback; an unknown or already applied one is a no-op. */
export const identityCallback = async (ctx: AppContext, body: IdentityCallback) => {
  if (!ctx.identity.verifyCallback(body)) throw refuse.callbackInvalid('回调签名无效');
  for (const kind of ['borrower', 'coborrower'] as const) {
    const table = tables[kind];
    const [row] = await ctx.db
      .select()
      .from(table)
      .where(and(eq(table.realNameRef, body.ref), eq(table.isDeleted, 0)))
      .limit(1);
    if (row) {
      await applyResult(
        ctx,
        kind,
        row,
        body.result === 'passed' ? { status: 'passed' } : { status: 'rejected', reason: body.reason ?? '' },
      );
      return;
    }
  }
};
