import { accessRefusals, formatDateTime, type Page, toPage } from '@kc/domain';
import type {
  BorrowerDetail,
  BorrowerDetailMore,
  BorrowerRecord,
  CoBorrowerDetail,
  CoBorrowerRecord,
  ObtainedBorrower,
} from '@kc/domain/borrower/answers';
import {
  type BorrowerListQuery,
  type BorrowerSaveBody,
  type CoBorrowerListQuery,
  type CoBorrowerSaveBody,
  borrowerRefusals as refuse,
} from '@kc/domain/borrower/borrower';
import { maskIdentityNumber, maskPhone } from '@kc/domain/borrower/identity-number';
import { REAL_NAME_STATUS_LABELS, type RealNameStatus } from '@kc/domain/borrower/status';
import { offsetOf } from '@kc/domain/shared/paging';
import { and, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNames } from '../enterprise';
import { dictionaryEntries, regionFullName } from '../system';
import { type BorrowerRow, borrower, borrowerMaterials, type CoBorrowerRow, coBorrower } from './borrower.table';
import {
  assertActingShipper,
  findVisibleBorrower,
  seesBorrower,
  seesUnmasked,
  visibleBorrowers,
} from './borrower-access';
import { attachFiles, checkFiles, FILE_RULES } from './borrower-files';

/** spec 1 §1: a user of userType 2 never receives the shipper (shipperId) of a borrower or co-borrower. */
export const hidesShipper = (p: Principal) => p.userType === 2;

const realNameOf = (r: { realNameStatus: number; realNameResult: string | null }) => ({
  realNameStatus: r.realNameStatus,
  realNameStatusName: REAL_NAME_STATUS_LABELS[r.realNameStatus as RealNameStatus] ?? '',
  realNameResult: r.realNameResult,
});

const labelsOf = async (db: DbOrTx, tenantId: string) => {
  const [marital, relation] = await Promise.all([
    dictionaryEntries(db, 'biz', 'finance_marital_status', tenantId),
    dictionaryEntries(db, 'biz', 'finance_relationship_type', tenantId),
  ]);
  return {
    marital: new Map(marital.map((e) => [e.dictKey, e.dictValue])),
    relation: new Map(relation.map((e) => [e.dictKey, e.dictValue])),
  };
};
type Labels = Awaited<ReturnType<typeof labelsOf>>;

const coCounts = async (db: DbOrTx, ids: string[]) => {
  if (!ids.length) return new Map<string, number>();
  const rows = await db
    .select({ id: coBorrower.borrowerId, n: count() })
    .from(coBorrower)
    .where(and(inArray(coBorrower.borrowerId, ids), eq(coBorrower.isDeleted, 0)))
    .groupBy(coBorrower.borrowerId);
  return new Map(rows.map((r) => [r.id, r.n]));
};

const recordOf = (
  p: Principal,
  r: BorrowerRow,
  names: Map<string, string>,
  labels: Labels,
  coCount: number,
  unmasked = false,
): BorrowerRecord => ({
  id: r.id,
  code: r.code,
  name: r.name,
  phone: unmasked ? r.phone : maskPhone(r.phone),
  identityNumber: unmasked ? r.identityNumber : maskIdentityNumber(r.identityNumber),
  maritalStatus: r.maritalStatus,
  maritalStatusName: labels.marital.get(r.maritalStatus) ?? '',
  ...(hidesShipper(p) ? {} : { shipperId: r.shipperId }),
  shipperName: hidesShipper(p) ? null : (names.get(r.shipperId) ?? null),
  ...realNameOf(r),
  coBorrowerCount: coCount,
  createTime: formatDateTime(r.createTime),
});

/** GET borrower/page: masked ID numbers and phones; name searched; newest first. */
export const pageBorrowers = async (db: DbOrTx, p: Principal, q: BorrowerListQuery): Promise<Page<BorrowerRecord>> => {
  const where = and(
    eq(borrower.tenantId, p.tenantId),
    eq(borrower.isDeleted, 0),
    await visibleBorrowers(db, p),
    q.name ? ilike(borrower.name, `%${escapeLike(q.name)}%`) : undefined,
    q.realNameStatus != null ? eq(borrower.realNameStatus, q.realNameStatus) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(borrower).where(where),
    db
      .select()
      .from(borrower)
      .where(where)
      .orderBy(desc(borrower.createTime), desc(borrower.id))
      .limit(q.size)
      .offset(offsetOf(q)),
  ]);
  const [names, labels, counts] = await Promise.all([
    enterpriseNames(
      db,
      rows.map((r) => r.shipperId),
    ),
    labelsOf(db, p.tenantId),
    coCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return toPage(
    rows.map((r) => recordOf(p, r, names, labels, counts.get(r.id) ?? 0)),
    total?.n ?? 0,
    q.current,
    q.size,
  );
};

const photoLinks = async (ctx: AppContext, p: Principal, front: string | null, back: string | null) => {
  const links = await ctx.files.linksFor(p, [front, back]);
  return {
    idcardFront: front,
    idcardBack: back,
    idcardFrontAttach: { link: front ? (links.get(front) ?? null) : null },
    idcardBackAttach: { link: back ? (links.get(back) ?? null) : null },
  };
};

const detailOf = async (ctx: AppContext, p: Principal, r: BorrowerRow): Promise<BorrowerDetail> => {
  const unmasked = seesUnmasked(p, r.shipperId);
  const [names, labels, counts, addressName, residenceAddressName, photos] = await Promise.all([
    enterpriseNames(ctx.db, [r.shipperId]),
    labelsOf(ctx.db, p.tenantId),
    coCounts(ctx.db, [r.id]),
    regionFullName(ctx.db, r.address),
    regionFullName(ctx.db, r.residenceAddress),
    photoLinks(ctx, p, r.idcardFront, r.idcardBack),
  ]);
  return {
    ...recordOf(p, r, names, labels, counts.get(r.id) ?? 0, unmasked),
    periodValidity: r.periodValidity,
    address: r.address,
    addressName: addressName ?? '',
    addressDetail: r.addressDetail,
    residenceAddress: r.residenceAddress,
    residenceAddressName: residenceAddressName ?? '',
    residenceAddressDetail: r.residenceAddressDetail,
    ...photos,
    unmasked,
  };
};

/** GET borrower/detail: whole ID number and phone only for the shipper's users and the platform; 404 for others. */
export const borrowerDetailOf = async (ctx: AppContext, p: Principal, id: string) =>
  detailOf(ctx, p, await findVisibleBorrower(ctx.db, p, id));

const coRecordOf = (
  p: Principal,
  r: CoBorrowerRow,
  borrowerName: string,
  labels: Labels,
  unmasked = false,
): CoBorrowerRecord => ({
  id: r.id,
  borrowerId: r.borrowerId,
  borrowerName,
  name: r.name,
  phone: unmasked ? r.phone : maskPhone(r.phone),
  identityNumber: unmasked ? r.identityNumber : maskIdentityNumber(r.identityNumber),
  relationship: r.relationship,
  relationshipName: labels.relation.get(r.relationship) ?? '',
  ...(hidesShipper(p) ? {} : { shipperId: r.shipperId }),
  ...realNameOf(r),
  createTime: formatDateTime(r.createTime),
});

const coDetailOf = async (
  ctx: AppContext,
  p: Principal,
  r: CoBorrowerRow,
  borrowerName: string,
  labels?: Labels,
): Promise<CoBorrowerDetail> => {
  const unmasked = seesUnmasked(p, r.shipperId);
  return {
    ...coRecordOf(p, r, borrowerName, labels ?? (await labelsOf(ctx.db, p.tenantId)), unmasked),
    ...(await photoLinks(ctx, p, r.idcardFront, r.idcardBack)),
    unmasked,
  };
};

/** detailMore / getBorrowerDetailMore: the borrower with its co-borrowers. */
export const borrowerDetailMoreOf = async (ctx: AppContext, p: Principal, id: string): Promise<BorrowerDetailMore> => {
  const r = await findVisibleBorrower(ctx.db, p, id);
  const labels = await labelsOf(ctx.db, p.tenantId);
  const cos = await ctx.db
    .select()
    .from(coBorrower)
    .where(and(eq(coBorrower.borrowerId, r.id), eq(coBorrower.isDeleted, 0)))
    .orderBy(coBorrower.createTime);
  return {
    ...(await detailOf(ctx, p, r)),
    coBorrowers: await Promise.all(cos.map((c) => coDetailOf(ctx, p, c, r.name, labels))),
  };
};

/** A live co-borrower whose borrower the caller may see, or 404. */
export const findVisibleCoBorrower = async (db: DbOrTx, p: Principal, id: string) => {
  const [row] = await db
    .select()
    .from(coBorrower)
    .where(and(eq(coBorrower.id, id), eq(coBorrower.tenantId, p.tenantId), eq(coBorrower.isDeleted, 0)))
    .limit(1);
  if (!row) throw accessRefusals.notFound();
  const owner = await findVisibleBorrower(db, p, row.borrowerId);
  return { row, owner };
};

export const coBorrowerDetailOf = async (ctx: AppContext, p: Principal, id: string) => {
  const { row, owner } = await findVisibleCoBorrower(ctx.db, p, id);
  return coDetailOf(ctx, p, row, owner.name);
};

/** GET coBorrower/page: masked; by borrower and name. */
export const pageCoBorrowers = async (
  db: DbOrTx,
  p: Principal,
  q: CoBorrowerListQuery,
): Promise<Page<CoBorrowerRecord>> => {
  const where = and(
    eq(coBorrower.tenantId, p.tenantId),
    eq(coBorrower.isDeleted, 0),
    await visibleBorrowers(db, p, coBorrower.shipperId, coBorrower.borrowerId),
    q.borrowerId ? eq(coBorrower.borrowerId, q.borrowerId) : undefined,
    q.name ? ilike(coBorrower.name, `%${escapeLike(q.name)}%`) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(coBorrower).where(where),
    db
      .select({ co: coBorrower, borrowerName: borrower.name })
      .from(coBorrower)
      .innerJoin(borrower, eq(borrower.id, coBorrower.borrowerId))
      .where(where)
      .orderBy(desc(coBorrower.createTime), desc(coBorrower.id))
      .limit(q.size)
      .offset(offsetOf(q)),
  ]);
  const labels = await labelsOf(db, p.tenantId);
  return toPage(
    rows.map((r) => coRecordOf(p, r.co, r.borrowerName, labels)),
    total?.n ?? 0,
    q.current,
    q.size,
  );
};

/** GET coBorrower/list?borrowerId=: the co-borrowers of one borrower (masked). */
export const coBorrowersList = async (db: DbOrTx, p: Principal, borrowerId: string) => {
  const owner = await findVisibleBorrower(db, p, borrowerId);
  const [rows, labels] = await Promise.all([
    db
      .select()
      .from(coBorrower)
      .where(and(eq(coBorrower.borrowerId, owner.id), eq(coBorrower.isDeleted, 0)))
      .orderBy(coBorrower.createTime),
    labelsOf(db, p.tenantId),
  ]);
  return rows.map((r) => coRecordOf(p, r, owner.name, labels));
};

/** getObtainBorrowerInformation: the caller's enterprise's borrowers with co-borrowers (masked), for the wizard. */
export const obtainBorrowers = async (db: DbOrTx, p: Principal): Promise<ObtainedBorrower[]> => {
  if (!p.postId) throw refuse.noBorrowerOfUser();
  const rows = await db
    .select()
    .from(borrower)
    .where(and(eq(borrower.tenantId, p.tenantId), eq(borrower.shipperId, p.postId), eq(borrower.isDeleted, 0)))
    .orderBy(desc(borrower.createTime));
  if (!rows.length) throw refuse.noBorrowerOfUser();
  const [names, labels] = await Promise.all([enterpriseNames(db, [p.postId]), labelsOf(db, p.tenantId)]);
  const cos = await db
    .select()
    .from(coBorrower)
    .where(
      and(
        inArray(
          coBorrower.borrowerId,
          rows.map((r) => r.id),
        ),
        eq(coBorrower.isDeleted, 0),
      ),
    );
  return rows.map((r) => {
    const mine = cos.filter((c) => c.borrowerId === r.id);
    return {
      ...recordOf(p, r, names, labels, mine.length),
      coBorrowers: mine.map((c) => coRecordOf(p, c, r.name, labels)),
    };
  });
};

const newCode = () =>
  `JK${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${String(Date.now()).slice(-6)}${Math.floor(
    Math.random() * 1000,
  )
    .toString()
    .padStart(3, '0')}`;

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** POST borrower/add, update, submit: the shipper (approved) keeps its borrowers; one live per ID number. */
export const saveBorrower = async (ctx: AppContext, p: Principal, body: BorrowerSaveBody) => {
  await assertActingShipper(ctx.db, p);
  const shipperId = p.postId!;
  let existing: BorrowerRow | undefined;
  if (body.id) {
    existing = await findVisibleBorrower(ctx.db, p, body.id);
    await assertActingShipper(ctx.db, p, existing.shipperId);
  }
  await checkFiles(ctx, p, [body.idcardFront, body.idcardBack], FILE_RULES.borrowerPhoto, existing?.id);
  const [dup] = await ctx.db
    .select({ id: borrower.id })
    .from(borrower)
    .where(
      and(
        eq(borrower.tenantId, p.tenantId),
        eq(borrower.shipperId, shipperId),
        eq(borrower.identityNumber, body.identityNumber),
        eq(borrower.isDeleted, 0),
        existing ? ne(borrower.id, existing.id) : undefined,
      ),
    )
    .limit(1);
  if (dup) throw refuse.duplicate();
  const values = {
    name: body.name,
    identityNumber: body.identityNumber,
    phone: body.phone,
    periodValidity: body.periodValidity,
    address: body.address,
    addressDetail: body.addressDetail,
    residenceAddress: body.residenceAddress,
    residenceAddressDetail: body.residenceAddressDetail,
    maritalStatus: body.maritalStatus,
    idcardFront: body.idcardFront ?? null,
    idcardBack: body.idcardBack ?? null,
  };
  try {
    const id = await ctx.db.transaction(async (tx) => {
      let id: string;
      if (existing) {
        // A changed person (name, ID number or photo) must be authenticated again.
        const personChanged =
          existing.name !== values.name ||
          existing.identityNumber !== values.identityNumber ||
          existing.idcardFront !== values.idcardFront;
        if (personChanged && existing.realNameStatus === 1) throw refuse.realNameInProgress();
        await tx
          .update(borrower)
          .set({
            ...values,
            ...(personChanged ? { realNameStatus: 0, realNameResult: null, realNameRef: null } : {}),
            updateUser: p.userId,
            updateTime: new Date(),
          })
          .where(eq(borrower.id, existing.id));
        id = existing.id;
      } else {
        const [row] = await tx
          .insert(borrower)
          .values({
            ...values,
            tenantId: p.tenantId,
            code: newCode(),
            shipperId,
            createUser: p.userId,
            updateUser: p.userId,
          })
          .returning({ id: borrower.id });
        id = row!.id;
        await tx.insert(borrowerMaterials).values({ tenantId: p.tenantId, borrowerId: id, shipperId });
      }
      await attachFiles(tx, p, [values.idcardFront, values.idcardBack], FILE_RULES.borrowerPhoto, id);
      return id;
    });
    return borrowerDetailOf(ctx, p, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse.duplicate();
    throw err;
  }
};

/**
 * POST borrower/remove: the shipper deletes its borrowers (soft). Refused while real-name is in progress (the
 * provider's answer would have nowhere to go) and while the borrower still has co-borrowers.
 */
export const removeBorrowers = async (ctx: AppContext, p: Principal, ids: string[]) => {
  await assertActingShipper(ctx.db, p);
  await ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const r = await findVisibleBorrower(tx, p, id, true);
      await assertActingShipper(tx, p, r.shipperId);
      if (r.realNameStatus === 1) throw refuse.realNameInProgress();
      const [co] = await tx
        .select({ n: count() })
        .from(coBorrower)
        .where(and(eq(coBorrower.borrowerId, r.id), eq(coBorrower.isDeleted, 0)));
      if ((co?.n ?? 0) > 0) throw refuse.hasCoBorrowers();
      await tx
        .update(borrower)
        .set({ isDeleted: 1, updateUser: p.userId, updateTime: new Date() })
        .where(eq(borrower.id, r.id));
    }
  });
};

/** POST coBorrower/submit: the borrower's shipper adds or edits a co-borrower; one live per ID number and borrower. */
export const saveCoBorrower = async (ctx: AppContext, p: Principal, body: CoBorrowerSaveBody) => {
  await assertActingShipper(ctx.db, p);
  let existing: CoBorrowerRow | undefined;
  let owner: BorrowerRow;
  if (body.id) {
    const found = await findVisibleCoBorrower(ctx.db, p, body.id);
    existing = found.row;
    owner = found.owner;
  } else owner = await findVisibleBorrower(ctx.db, p, body.borrowerId);
  await assertActingShipper(ctx.db, p, owner.shipperId);
  if (owner.identityNumber === body.identityNumber) throw refuse.selfAsCo();
  await checkFiles(ctx, p, [body.idcardFront, body.idcardBack], FILE_RULES.coborrowerPhoto, existing?.id);
  const [dup] = await ctx.db
    .select({ id: coBorrower.id })
    .from(coBorrower)
    .where(
      and(
        eq(coBorrower.borrowerId, owner.id),
        eq(coBorrower.identityNumber, body.identityNumber),
        eq(coBorrower.isDeleted, 0),
        existing ? ne(coBorrower.id, existing.id) : undefined,
      ),
    )
    .limit(1);
  if (dup) throw refuse.coDuplicate();
  const values = {
    name: body.name,
    identityNumber: body.identityNumber,
    phone: body.phone,
    relationship: body.relationship,
    idcardFront: body.idcardFront ?? null,
    idcardBack: body.idcardBack ?? null,
  };
  const id = await ctx.db.transaction(async (tx) => {
    let id: string;
    if (existing) {
      const personChanged =
        existing.name !== values.name ||
        existing.identityNumber !== values.identityNumber ||
        existing.idcardFront !== values.idcardFront;
      if (personChanged && existing.realNameStatus === 1) throw refuse.realNameInProgress();
      await tx
        .update(coBorrower)
        .set({
          ...values,
          ...(personChanged ? { realNameStatus: 0, realNameResult: null, realNameRef: null } : {}),
          updateUser: p.userId,
          updateTime: new Date(),
        })
        .where(eq(coBorrower.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(coBorrower)
        .values({
          ...values,
          tenantId: p.tenantId,
          borrowerId: owner.id,
          shipperId: owner.shipperId,
          createUser: p.userId,
          updateUser: p.userId,
        })
        .returning({ id: coBorrower.id });
      id = row!.id;
    }
    await attachFiles(tx, p, [values.idcardFront, values.idcardBack], FILE_RULES.coborrowerPhoto, id);
    return id;
  });
  return coBorrowerDetailOf(ctx, p, id);
};

export const removeCoBorrowers = async (ctx: AppContext, p: Principal, ids: string[]) => {
  await assertActingShipper(ctx.db, p);
  await ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const { row, owner } = await findVisibleCoBorrower(tx, p, id);
      await assertActingShipper(tx, p, owner.shipperId);
      if (row.realNameStatus === 1) throw refuse.realNameInProgress();
      await tx
        .update(coBorrower)
        .set({ isDeleted: 1, updateUser: p.userId, updateTime: new Date() })
        .where(eq(coBorrower.id, row.id));
    }
  });
};

/** The file resolvers: a borrower's (and its co-borrowers' and materials') files follow the borrower's visibility. */
export const seesBorrowerById = async (db: DbOrTx, p: Principal, id: string) => {
  const [row] = await db.select().from(borrower).where(eq(borrower.id, id)).limit(1);
  return row ? seesBorrower(db, p, row) : false;
};
export const seesCoBorrowerById = async (db: DbOrTx, p: Principal, id: string) => {
  const [row] = await db.select().from(coBorrower).where(eq(coBorrower.id, id)).limit(1);
  return row ? seesBorrowerById(db, p, row.borrowerId) : false;
};
