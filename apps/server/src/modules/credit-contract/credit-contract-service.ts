import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { accessRefusals, formatDate, formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import { maskIdentityNumber, maskPhone } from '@kc/domain/borrower/identity-number';
import {
  CREDIT_CONTRACT_EVENT,
  CREDIT_MAX_CODE_TRIES,
  CREDIT_SIGNER_LABELS,
  CREDIT_TOKEN_MINUTES,
  CreditAssociationType,
  type CreditContractEvent,
  type CreditContractRow,
  CreditContractStatus,
  type CreditRelationAnswer,
  type CreditSigner,
  type CreditSignView,
  creditConsentText,
  creditStatusLabel,
  creditContractRefusals as refuse,
} from '@kc/domain/credit-contract/credit-contract';
import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { borrowerById, coBorrowerById } from '../borrower';
import { enterpriseNames, findEnterprise } from '../enterprise';
import { partyAndOperatorUserIds } from '../user';
import { type CreditContractDbRow, creditContract as cc } from './credit-contract.table';
import { creditSignPlacement, renderCreditConsent } from './credit-contract-pdf';

/*
 * Design (README.md "One document, two signatures"): a relation is one consent a borrower (and co-borrower) give one
 * bank; it is ONE PDF naming every signer as 授权人, listed as one row per signer. Each signer signs the document as
 * it stands (docFileId, the same on every row), so a married borrower's consent ends with both signatures on one
 * file, in whichever order they sign. The relation's rows are locked while one signs.
 */

export const CREDIT_FILE_OWNER = 'credit-contract';
const CONTRACT_NAME = '个人征信查询授权书';
const BANK_TYPE = EnterpriseType.bank;

const newToken = () => randomBytes(24).toString('base64url');
const tokenExpiry = () => new Date(Date.now() + CREDIT_TOKEN_MINUTES * 60_000);
const newContractNo = () =>
  `ZX${formatDateTime(new Date())!.replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
export const signPageUrl = (origin: string, token: string) => `${origin}/h5/creditSign?token=${token}`;

const live = (tenantId: string) => and(eq(cc.tenantId, tenantId), eq(cc.isDeleted, 0))!;

/** Who sees a contract: the borrower's shipper, the contract's bank and the platform; anyone else 404. */
export const seesCredit = (
  p: Principal,
  row: Pick<CreditContractDbRow, 'tenantId' | 'isDeleted' | 'shipperId' | 'unionBankId'>,
) =>
  row.tenantId === p.tenantId &&
  row.isDeleted === 0 &&
  (isPlatformOperator(p) || (p.postId != null && (p.postId === row.shipperId || p.postId === row.unionBankId)));
/** Who creates, changes and removes: the borrower's shipper and the platform. */
const actsFor = (p: Principal, shipperId: string) =>
  isPlatformOperator(p) || (p.postId != null && p.postId === shipperId);

const visibleCondition = (p: Principal): SQL => {
  if (isPlatformOperator(p)) return live(p.tenantId);
  if (!p.postId) return sql`false`;
  return and(live(p.tenantId), sql`(${cc.shipperId} = ${p.postId} or ${cc.unionBankId} = ${p.postId})`)!;
};

const relationRows = (db: DbOrTx, relationId: string, lock = false) => {
  const q = db
    .select()
    .from(cc)
    .where(and(eq(cc.relationId, relationId), eq(cc.isDeleted, 0)))
    .orderBy(asc(cc.id));
  return lock ? q.for('update') : q;
};
const allSignedOf = (rows: Pick<CreditContractDbRow, 'status'>[]) =>
  rows.length > 0 && rows.every((r) => r.status === CreditContractStatus.signed);
/** The row's signStatus: 2 once the whole relation is signed, else its own 0/1/3. */
const signStatusOf = (row: CreditContractDbRow, allSigned: boolean) =>
  allSigned ? CreditContractStatus.allSigned : row.status;

export const toCreditRows = async (db: DbOrTx, rows: CreditContractDbRow[]): Promise<CreditContractRow[]> => {
  const banks = await enterpriseNames(
    db,
    rows.map((r) => r.unionBankId),
  );
  const relations = [...new Set(rows.map((r) => r.relationId))];
  const all = relations.length
    ? await db
        .select({ relationId: cc.relationId, status: cc.status })
        .from(cc)
        .where(and(inArray(cc.relationId, relations), eq(cc.isDeleted, 0)))
    : [];
  const signed = new Map<string, boolean>();
  for (const id of relations) signed.set(id, allSignedOf(all.filter((r) => r.relationId === id)));
  return rows.map((r) => {
    const signStatus = signStatusOf(r, signed.get(r.relationId) ?? false);
    return {
      id: r.id,
      associationId: r.associationId,
      associationType: r.associationType,
      borrowerId: r.borrowerId,
      coborrowerId: r.coborrowerId,
      signer: r.signer as CreditSigner,
      signerName: CREDIT_SIGNER_LABELS[r.signer as CreditSigner] ?? '',
      idName: r.idName,
      unionBankId: r.unionBankId,
      bankName: banks.get(r.unionBankId) ?? '',
      bankAccount: r.bankAccount,
      branchName: r.branchName,
      contractNo: r.contractNo,
      contractName: r.contractName,
      transactionNo: r.transactionNo,
      relationId: r.relationId,
      status: r.status,
      statusName: creditStatusLabel(r.status),
      signStatus,
      signStatusName: creditStatusLabel(signStatus),
      failReason: r.failReason,
      signTime: formatDateTime(r.signTime),
      createTime: formatDateTime(r.createTime),
    };
  });
};

/** 'credit-contract' {relationId} to the shipper's, the bank's and the operators' open pages; best effort. */
export const publishCreditChange = async (ctx: AppContext, relationId: string) => {
  try {
    const [row] = await relationRows(ctx.db, relationId);
    if (!row) return;
    const users = await partyAndOperatorUserIds(ctx.db, row.tenantId, [row.shipperId, row.unionBankId]);
    const data: CreditContractEvent = { relationId };
    await ctx.events.publishToUsers(users, CREDIT_CONTRACT_EVENT, data);
  } catch {
    // best effort: the pages poll every 2 s as well
  }
};

export const findVisibleCredit = async (db: DbOrTx, p: Principal, id: string) => {
  const [row] = await db.select().from(cc).where(eq(cc.id, id)).limit(1);
  if (!row || !seesCredit(p, row)) throw refuse.notFound();
  return row;
};

export const listCredits = async (db: DbOrTx, p: Principal, q: { associationId: string; type: number }) => {
  const rows = await db
    .select()
    .from(cc)
    .where(and(visibleCondition(p), eq(cc.associationId, q.associationId), eq(cc.associationType, q.type)))
    .orderBy(desc(cc.createTime), asc(cc.id));
  return toCreditRows(db, rows);
};

export const pageCredits = async (
  db: DbOrTx,
  p: Principal,
  q: { current: number; size: number; contractNo?: string; idName?: string; status?: number },
): Promise<Page<CreditContractRow>> => {
  const where = and(
    visibleCondition(p),
    q.contractNo ? ilike(cc.contractNo, `%${q.contractNo.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    q.idName ? ilike(cc.idName, `%${q.idName.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    q.status != null ? eq(cc.status, q.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(cc).where(where);
  const rows = await db
    .select()
    .from(cc)
    .where(where)
    .orderBy(desc(cc.createTime), asc(cc.id))
    .limit(q.size)
    .offset(offsetOf(q));
  return toPage(await toCreditRows(db, rows), total?.n ?? 0, q.current, q.size);
};

/**
 * The financing application the caller may see, read without the finance module (registered after this one): its
 * shipper, bank and, when the column exists, its borrower. Undefined (404) for anyone else.
 */
export const applicationFor = async (db: DbOrTx, p: Principal, applicationId: string) => {
  const result = await db.execute(
    sql`select to_jsonb(a) as j from kc_finance_apply a where a.id = ${applicationId} and a.tenant_id = ${p.tenantId} and a.is_deleted = 0`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    j: Record<string, unknown>;
  }[];
  const j = rows[0]?.j;
  if (!j) return undefined;
  const shipperId = String(j.shipper_id);
  const bankId = String(j.bank_id);
  if (!(isPlatformOperator(p) || (p.postId != null && (p.postId === shipperId || p.postId === bankId))))
    return undefined;
  return { shipperId, bankId, borrowerId: j.borrower_id != null ? String(j.borrower_id) : null };
};

type EnsureInput = {
  associationId: string;
  associationType: number;
  borrowerId: string;
  coborrowerId?: string | null;
  unionBankId: string;
  bankAccount?: string;
  branchName?: string;
  relationId?: string;
};

/** A relation's rows as the wizard shows them; tokens of unsigned rows about to expire are renewed. */
const relationAnswer = async (
  ctx: AppContext,
  rows: CreditContractDbRow[],
  origin: string,
): Promise<CreditRelationAnswer> => {
  const soon = Date.now() + 5 * 60_000;
  for (const r of rows) {
    if (r.status === CreditContractStatus.signed) continue;
    if (r.token && r.tokenExpire && r.tokenExpire.getTime() > soon) continue;
    const token = newToken();
    const tokenExpire = tokenExpiry();
    await ctx.db.update(cc).set({ token, tokenExpire, codeTries: 0 }).where(eq(cc.id, r.id));
    Object.assign(r, { token, tokenExpire, codeTries: 0 });
  }
  const allSigned = allSignedOf(rows);
  return {
    relationId: rows[0]?.relationId ?? '',
    allSigned,
    list: rows.map((r) => {
      const signStatus = signStatusOf(r, allSigned);
      return {
        id: r.id,
        signer: r.signer as CreditSigner,
        idName: r.idName,
        contractNo: r.contractNo,
        contractName: r.contractName,
        signStatus,
        signStatusName: creditStatusLabel(signStatus),
        qrCodeUrl: r.token ? signPageUrl(origin, r.token) : '',
        token: r.token ?? '',
      };
    }),
  };
};

/**
 * The relation of a borrower (and co-borrower) at a bank for an association, created once: the consent PDF is drawn
 * and stored, one row per signer. With `relationId` the caller's existing relation is read again.
 */
export const ensureRelation = async (
  ctx: AppContext,
  p: Principal,
  input: EnsureInput,
  origin: string,
): Promise<CreditRelationAnswer> => {
  if (input.relationId) {
    const rows = await relationRows(ctx.db, input.relationId);
    if (!rows.length || !rows.every((r) => seesCredit(p, r))) throw refuse.notFound();
    return relationAnswer(ctx, rows, origin);
  }
  const b = await borrowerById(ctx.db, p.tenantId, input.borrowerId);
  if (!b || !actsFor(p, b.shipperId)) throw accessRefusals.notFound();
  const co = input.coborrowerId ? await coBorrowerById(ctx.db, p.tenantId, input.coborrowerId) : undefined;
  if (input.coborrowerId && (!co || co.borrowerId !== b.id)) throw refuse.coborrowerNotOfBorrower();
  const bank = await findEnterprise(ctx.db, p.tenantId, input.unionBankId);
  if (!bank || bank.type !== BANK_TYPE) throw refuse.bankNotFound();
  const existing = await ctx.db
    .select()
    .from(cc)
    .where(
      and(
        live(p.tenantId),
        eq(cc.associationId, input.associationId),
        eq(cc.associationType, input.associationType),
        eq(cc.borrowerId, b.id),
        eq(cc.unionBankId, bank.id),
        co ? eq(cc.coborrowerId, co.id) : isNull(cc.coborrowerId),
      ),
    )
    .orderBy(desc(cc.id))
    .limit(1);
  if (existing[0]) return relationAnswer(ctx, await relationRows(ctx.db, existing[0].relationId), origin);

  const relationId = randomUUID().replace(/-/g, '');
  const contractNo = newContractNo();
  const signers = [
    { signer: 'borrower' as const, name: b.name, idNumber: b.identityNumber, phone: b.phone },
    ...(co ? [{ signer: 'coborrower' as const, name: co.name, idNumber: co.identityNumber, phone: co.phone }] : []),
  ];
  const pdf = await renderCreditConsent({
    contractNo,
    contractName: CONTRACT_NAME,
    bankName: bank.name,
    branchName: input.branchName ?? '',
    date: formatDate(new Date())!,
    signers: signers.map((s) => ({
      signer: s.signer,
      name: s.name,
      maskedIdNumber: maskIdentityNumber(s.idNumber),
      maskedPhone: maskPhone(s.phone),
    })),
  });
  const rows = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(cc)
      .values(
        signers.map((s, i) => ({
          tenantId: p.tenantId,
          associationId: input.associationId,
          associationType: input.associationType,
          borrowerId: b.id,
          coborrowerId: co?.id ?? null,
          shipperId: b.shipperId,
          signer: s.signer,
          idName: s.name,
          unionBankId: bank.id,
          bankAccount: input.bankAccount ?? '',
          branchName: input.branchName ?? '',
          // one document, one number; each signer's row its own suffix (contractNo is unique)
          contractNo: `${contractNo}-${i + 1}`,
          contractName: CONTRACT_NAME,
          relationId,
          token: newToken(),
          tokenExpire: tokenExpiry(),
          createUser: p.userId,
          updateUser: p.userId,
        })),
      )
      .returning();
    const file = await ctx.files.store(
      p,
      { originalName: `${contractNo}.pdf`, bytes: Buffer.from(pdf), kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
      tx,
      { ownerType: CREDIT_FILE_OWNER, ownerId: inserted[0]!.id },
    );
    return tx
      .update(cc)
      .set({ fileId: file.id, fileSha256: file.sha256, docFileId: file.id, docSha256: file.sha256 })
      .where(eq(cc.relationId, relationId))
      .returning();
  });
  rows.sort((x, y) => (x.signer === 'borrower' ? -1 : y.signer === 'borrower' ? 1 : 0));
  await publishCreditChange(ctx, relationId);
  return relationAnswer(ctx, rows, origin);
};

/** Removes relations none of whose rows is signed (the whole relation goes: it is one document). */
export const removeCredits = async (ctx: AppContext, p: Principal, ids: string[]) => {
  const relations = new Set<string>();
  for (const id of ids) {
    const row = await findVisibleCredit(ctx.db, p, id);
    if (!actsFor(p, row.shipperId)) throw refuse.notFound();
    const rows = await relationRows(ctx.db, row.relationId);
    if (rows.some((r) => r.status === CreditContractStatus.signed)) throw refuse.signedNotRemovable();
    relations.add(row.relationId);
  }
  for (const relationId of relations) {
    await ctx.db
      .update(cc)
      .set({ isDeleted: 1, token: null, updateUser: p.userId, updateTime: new Date() })
      .where(eq(cc.relationId, relationId));
    await publishCreditChange(ctx, relationId);
  }
};

export const updateCredit = async (
  ctx: AppContext,
  p: Principal,
  body: { id: string; bankAccount?: string; branchName?: string },
) => {
  const row = await findVisibleCredit(ctx.db, p, body.id);
  if (!actsFor(p, row.shipperId)) throw refuse.notFound();
  if (row.status === CreditContractStatus.signed) throw refuse.signedNotEditable();
  const [moved] = await ctx.db
    .update(cc)
    .set({
      ...(body.bankAccount != null ? { bankAccount: body.bankAccount } : {}),
      ...(body.branchName != null ? { branchName: body.branchName } : {}),
      updateUser: p.userId,
      updateTime: new Date(),
    })
    .where(eq(cc.id, row.id))
    .returning();
  await publishCreditChange(ctx, row.relationId);
  return (await toCreditRows(ctx.db, [moved!]))[0]!;
};

/** A fresh signing link for one row (signContractFunction). */
export const signLinkFor = async (ctx: AppContext, p: Principal, id: string, origin: string) => {
  const row = await findVisibleCredit(ctx.db, p, id);
  if (!actsFor(p, row.shipperId)) throw refuse.notFound();
  if (row.status === CreditContractStatus.signed) throw refuse.alreadySigned();
  const token = newToken();
  await ctx.db.update(cc).set({ token, tokenExpire: tokenExpiry(), codeTries: 0 }).where(eq(cc.id, row.id));
  return { token, qrCodeUrl: signPageUrl(origin, token), relationId: row.relationId };
};

// ---- the phone page (public; the token is the credential) ----

/** The row a live token names, else 404 (wrong, expired, removed). */
export const rowOfToken = async (db: DbOrTx, token: string) => {
  const [row] = await db.select().from(cc).where(eq(cc.token, token)).limit(1);
  if (row?.isDeleted !== 0 || !row.tokenExpire || row.tokenExpire.getTime() <= Date.now()) {
    throw refuse.tokenInvalid();
  }
  return row;
};

const signerPerson = async (db: DbOrTx, row: CreditContractDbRow) => {
  if (row.signer === 'coborrower' && row.coborrowerId) {
    const co = await coBorrowerById(db, row.tenantId, row.coborrowerId);
    return co ? { name: co.name, idNumber: co.identityNumber, mobile: co.phone } : undefined;
  }
  const b = await borrowerById(db, row.tenantId, row.borrowerId);
  return b ? { name: b.name, idNumber: b.identityNumber, mobile: b.phone } : undefined;
};

export const signViewOf = async (
  ctx: AppContext,
  row: CreditContractDbRow,
  origin: string,
): Promise<CreditSignView> => {
  const person = await signerPerson(ctx.db, row);
  const rows = await relationRows(ctx.db, row.relationId);
  const banks = await enterpriseNames(ctx.db, [row.unionBankId]);
  const bankName = banks.get(row.unionBankId) ?? '';
  return {
    contractNo: row.contractNo,
    contractName: row.contractName,
    signer: row.signer as CreditSigner,
    signerLabel: CREDIT_SIGNER_LABELS[row.signer as CreditSigner] ?? '',
    idName: row.idName,
    maskedPhone: maskPhone(person?.mobile ?? ''),
    maskedIdNumber: maskIdentityNumber(person?.idNumber ?? ''),
    bankName,
    status: row.status,
    statusName: creditStatusLabel(row.status),
    allSigned: allSignedOf(rows),
    failReason: row.failReason,
    expireTime: formatDateTime(row.tokenExpire),
    fileUrl: `${origin}/api/kc-financeInfo/creditSign/file?token=${row.token}`,
    text: creditConsentText({ bankName, names: rows.map((r) => r.idName) }),
  };
};

export const qrDataOf = async (ctx: AppContext, token: string, origin: string) => {
  const row = await rowOfToken(ctx.db, token);
  const rows = await relationRows(ctx.db, row.relationId);
  const allSigned = allSignedOf(rows);
  const status = signStatusOf(row, allSigned);
  return {
    relationId: row.relationId,
    status,
    statusName: creditStatusLabel(status),
    allSigned,
    qrCodeUrl: signPageUrl(origin, token),
  };
};

export const docOfToken = async (ctx: AppContext, token: string) => {
  const row = await rowOfToken(ctx.db, token);
  return { row, bytes: row.docFileId ? await ctx.files.read(row.docFileId) : undefined };
};

export const sendSignCode = async (ctx: AppContext, token: string) => {
  const row = await rowOfToken(ctx.db, token);
  if (row.status === CreditContractStatus.signed) throw refuse.alreadySigned();
  if (row.codeTries >= CREDIT_MAX_CODE_TRIES) throw refuse.tooManyTries();
  const person = await signerPerson(ctx.db, row);
  if (!person?.mobile) throw refuse.noPhone();
  await ctx.esign.sendSmsCode(person.mobile, 'credit-sign');
  return { maskedPhone: maskPhone(person.mobile), resendSeconds: 60 };
};

/**
 * Signs the row named by the token after the SMS code: the person's signature onto the relation's document as it
 * stands, in one transaction holding the relation's rows. A provider failure leaves status 3 with its reason (the
 * signer may try again); a wrong code counts towards CREDIT_MAX_CODE_TRIES.
 */
export const signWithCode = async (ctx: AppContext, token: string, code: string) => {
  const row = await rowOfToken(ctx.db, token);
  if (row.status === CreditContractStatus.signed) throw refuse.alreadySigned();
  if (row.codeTries >= CREDIT_MAX_CODE_TRIES) throw refuse.tooManyTries();
  const person = await signerPerson(ctx.db, row);
  if (!person) throw refuse.tokenInvalid();
  if (!(await ctx.esign.checkSmsCode(person.mobile, code))) {
    await ctx.db
      .update(cc)
      .set({ codeTries: sql`${cc.codeTries} + 1` })
      .where(eq(cc.id, row.id));
    throw refuse.codeWrong();
  }
  return signCreditRow(ctx, row, person);
};

/**
 * The person's signature onto the relation's document as it stands (the code, when one is asked, already checked).
 * Signed outside the transaction (the provider and the file store use their own connections), stored inside it
 * holding the relation's rows: should the other signer have signed meanwhile, sign their version again.
 */
const signCreditRow = async (
  ctx: AppContext,
  row: CreditContractDbRow,
  person: NonNullable<Awaited<ReturnType<typeof signerPerson>>>,
) => {
  let failure: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const [me] = await ctx.db.select().from(cc).where(eq(cc.id, row.id)).limit(1);
    if (!me || me.status === CreditContractStatus.signed) throw refuse.alreadySigned();
    const doc = me.docFileId ? await ctx.files.read(me.docFileId) : undefined;
    if (!doc) throw refuse.notFound();
    let signed: { pdf: Uint8Array; sha256: string };
    try {
      signed = await ctx.signing.signAsPerson({
        person,
        pdf: new Uint8Array(doc),
        placements: await creditSignPlacement(new Uint8Array(doc), me.signer as CreditSigner),
        reason: `${CREDIT_SIGNER_LABELS[me.signer as CreditSigner]}征信授权签名`,
      });
    } catch (error) {
      failure = error;
      const reason = error instanceof Error ? error.message : '签署失败';
      await ctx.db
        .update(cc)
        .set({ status: CreditContractStatus.failed, failReason: reason.slice(0, 200), updateTime: new Date() })
        .where(and(eq(cc.id, me.id), eq(cc.status, me.status)));
      break;
    }
    const done = await ctx.db.transaction(async (tx) => {
      const rows = await relationRows(tx, row.relationId, true);
      const now = rows.find((r) => r.id === row.id);
      if (!now || now.status === CreditContractStatus.signed) throw refuse.alreadySigned();
      if (now.docFileId !== me.docFileId) return false;
      const file = await ctx.files.store(
        { tenantId: now.tenantId, userId: now.createUser ?? '0' },
        {
          originalName: `${now.contractNo}.pdf`,
          bytes: Buffer.from(signed.pdf),
          kind: 'pdf',
          ext: 'pdf',
          mime: 'application/pdf',
        },
        tx,
        { ownerType: CREDIT_FILE_OWNER, ownerId: now.id },
      );
      const at = new Date();
      await tx
        .update(cc)
        .set({
          status: CreditContractStatus.signed,
          failReason: '',
          signedFileId: file.id,
          signedSha256: signed.sha256,
          transactionNo: signed.sha256.slice(0, 32),
          signTime: at,
          updateTime: at,
        })
        .where(eq(cc.id, now.id));
      await tx
        .update(cc)
        .set({ docFileId: file.id, docSha256: signed.sha256 })
        .where(eq(cc.relationId, now.relationId));
      return true;
    });
    if (done) break;
  }
  await publishCreditChange(ctx, row.relationId);
  if (failure) throw failure;
  const [fresh] = await ctx.db.select().from(cc).where(eq(cc.id, row.id)).limit(1);
  return fresh!;
};

// ---- the door ----

export const creditRelationOf = async (db: DbOrTx, tenantId: string, relationId: string) => {
  const rows = await db
    .select()
    .from(cc)
    .where(and(live(tenantId), eq(cc.relationId, relationId)))
    .orderBy(asc(cc.id));
  const b = rows.find((r) => r.signer === 'borrower') ?? rows[0];
  if (!b) return undefined;
  return {
    relationId,
    borrowerId: b.borrowerId,
    coborrowerId: b.coborrowerId,
    unionBankId: b.unionBankId,
    allSigned: allSignedOf(rows),
  };
};

export const creditSignedFor = async (db: DbOrTx, tenantId: string, borrowerId: string, unionBankId: string) => {
  const rows = await db
    .select({ relationId: cc.relationId, status: cc.status })
    .from(cc)
    .where(and(live(tenantId), eq(cc.borrowerId, borrowerId), eq(cc.unionBankId, unionBankId)));
  const relations = new Set(rows.map((r) => r.relationId));
  return [...relations].some((id) => allSignedOf(rows.filter((r) => r.relationId === id)));
};

export { CreditAssociationType };

/**
 * The demo's consent (README "Borrowers"): the borrower's (and co-borrower's) relation at a bank for the borrower
 * itself (associationType 1), drawn and signed by each signer's personal seal as the phone page would — without the
 * SMS step, which needs a person. Idempotent: a relation already signed is left alone. Answers the relation's id.
 */
export const seedSignedConsent = async (
  ctx: AppContext,
  p: Principal,
  input: { borrowerId: string; coborrowerId?: string | null; unionBankId: string; branchName?: string },
) => {
  const relation = await ensureRelation(
    ctx,
    p,
    { associationId: input.borrowerId, associationType: 1, ...input },
    ctx.config.publicUrl ?? '',
  );
  for (const item of relation.list) {
    const [row] = await ctx.db.select().from(cc).where(eq(cc.id, item.id)).limit(1);
    if (!row || row.status === CreditContractStatus.signed) continue;
    const person = await signerPerson(ctx.db, row);
    if (person) await signCreditRow(ctx, row, person);
  }
  return relation.relationId;
};
