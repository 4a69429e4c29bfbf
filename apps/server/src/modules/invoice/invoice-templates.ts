import { offsetOf, type Page, type PageQuery, toPage } from '@kc/domain';
import { type invoiceTemplateForm, invoiceRefusals as refuse } from '@kc/domain/payment/invoice';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { Db, DbOrTx } from '../../platform/db/client';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { invoiceTemplate } from './invoice.table';

/**
 * An enterprise's invoice information (spec 2 §3 Invoice form, §7 Invoices; /trade/tradeInvoice): its own rows
 * only, several of them, exactly one the default. Setting a default clears the others in the same transaction
 * (the partial unique index holds the rule); the first row saved becomes the default, and removing the default
 * hands it to the newest row left.
 */
export type TemplateRow = typeof invoiceTemplate.$inferSelect;
export type TemplateForm = z.infer<typeof invoiceTemplateForm>;

export const templateAnswer = (r: TemplateRow) => ({
  id: r.id,
  enterpriseId: r.enterpriseId,
  title: r.title,
  taxNo: r.taxNo,
  address: r.address,
  phone: r.phone,
  bankName: r.bankName,
  bankAccount: r.bankAccount,
  isDefault: r.isDefault,
});

const live = (tenantId: string, enterpriseId: string) =>
  and(
    eq(invoiceTemplate.tenantId, tenantId),
    eq(invoiceTemplate.enterpriseId, enterpriseId),
    eq(invoiceTemplate.isDeleted, 0),
  )!;

/** The caller's approved enterprise: 403 for a user without one (the platform keeps no invoice information). */
export const ownEnterprise = async (db: DbOrTx, p: Principal) => {
  if (!p.postId) throw refuse.enterpriseOnly();
  await assertOwnEnterpriseApproved(db, p);
  return p.postId;
};

/** An enterprise's rows, the default first, then the oldest. */
export const listTemplates = (db: DbOrTx, tenantId: string, enterpriseId: string) =>
  db
    .select()
    .from(invoiceTemplate)
    .where(live(tenantId, enterpriseId))
    .orderBy(desc(invoiceTemplate.isDefault), asc(invoiceTemplate.createTime), asc(invoiceTemplate.id));

/** templateList?shipperId: the caller's own enterprise only; the platform any. */
export const templatesFor = async (db: DbOrTx, p: Principal, enterpriseId: string | undefined) => {
  const target = enterpriseId || p.postId;
  if (!target) return [];
  if (target !== p.postId && !isPlatformOperator(p)) throw refuse.templateNotFound();
  return (await listTemplates(db, p.tenantId, target)).map(templateAnswer);
};

export const pageTemplates = async (
  db: DbOrTx,
  p: Principal,
  q: PageQuery,
): Promise<Page<ReturnType<typeof templateAnswer>>> => {
  if (!p.postId) return toPage([], 0, q.current, q.size);
  const where = live(p.tenantId, p.postId);
  const [total] = await db.select({ n: count() }).from(invoiceTemplate).where(where);
  const rows = await db
    .select()
    .from(invoiceTemplate)
    .where(where)
    .orderBy(desc(invoiceTemplate.isDefault), desc(invoiceTemplate.createTime), desc(invoiceTemplate.id))
    .limit(q.size)
    .offset(offsetOf(q));
  return toPage(rows.map(templateAnswer), total?.n ?? 0, q.current, q.size);
};

/** The caller's own live row, or 404. */
export const ownTemplate = async (db: DbOrTx, p: Principal, id: string) => {
  const [row] = await db
    .select()
    .from(invoiceTemplate)
    .where(and(eq(invoiceTemplate.id, id), live(p.tenantId, p.postId ?? '0')))
    .limit(1);
  if (!row) throw refuse.templateNotFound();
  return row;
};

/** Makes `id` the enterprise's only default (clear first: the unique index allows one at a time). */
const makeDefault = async (tx: DbOrTx, tenantId: string, enterpriseId: string, id: string, userId: string | null) => {
  const at = new Date();
  await tx
    .update(invoiceTemplate)
    .set({ isDefault: 0, updateTime: at, updateUser: userId })
    .where(and(live(tenantId, enterpriseId), eq(invoiceTemplate.isDefault, 1), ne(invoiceTemplate.id, id)));
  await tx
    .update(invoiceTemplate)
    .set({ isDefault: 1, updateTime: at, updateUser: userId })
    .where(eq(invoiceTemplate.id, id));
};

const hasDefault = async (tx: DbOrTx, tenantId: string, enterpriseId: string) =>
  (
    await tx
      .select({ id: invoiceTemplate.id })
      .from(invoiceTemplate)
      .where(and(live(tenantId, enterpriseId), eq(invoiceTemplate.isDefault, 1)))
      .limit(1)
  ).length > 0;

/** Creates or updates one of the caller's rows; answers its id. */
export const saveTemplate = async (db: Db, p: Principal, form: TemplateForm) => {
  const enterpriseId = await ownEnterprise(db, p);
  if (form.id) await ownTemplate(db, p, form.id);
  const fields = {
    title: form.title,
    taxNo: form.taxNo,
    address: form.address,
    phone: form.phone,
    bankName: form.bankName,
    bankAccount: form.bankAccount,
  };
  return db.transaction(async (tx) => {
    let id = form.id;
    if (id) {
      await tx
        .update(invoiceTemplate)
        .set({ ...fields, updateTime: new Date(), updateUser: p.userId })
        .where(eq(invoiceTemplate.id, id));
    } else {
      const [row] = await tx
        .insert(invoiceTemplate)
        .values({ ...fields, tenantId: p.tenantId, enterpriseId, isDefault: 0, createUser: p.userId })
        .returning({ id: invoiceTemplate.id });
      id = row!.id;
    }
    if (form.isDefault === 1 || !(await hasDefault(tx, p.tenantId, enterpriseId))) {
      await makeDefault(tx, p.tenantId, enterpriseId, id, p.userId);
    }
    return id;
  });
};

export const setDefaultTemplate = async (db: Db, p: Principal, id: string) => {
  const enterpriseId = await ownEnterprise(db, p);
  await ownTemplate(db, p, id);
  await db.transaction((tx) => makeDefault(tx, p.tenantId, enterpriseId, id, p.userId));
};

/** Removes the caller's rows (all or none); invoices keep their own copy of the fields. */
export const removeTemplates = async (db: Db, p: Principal, ids: string[]) => {
  const enterpriseId = await ownEnterprise(db, p);
  const rows = await db
    .select({ id: invoiceTemplate.id })
    .from(invoiceTemplate)
    .where(and(inArray(invoiceTemplate.id, ids), live(p.tenantId, enterpriseId)));
  if (rows.length !== new Set(ids).size) throw refuse.templateNotFound();
  await db.transaction(async (tx) => {
    await tx
      .update(invoiceTemplate)
      .set({ isDeleted: 1, isDefault: 0, updateTime: new Date(), updateUser: p.userId })
      .where(inArray(invoiceTemplate.id, ids));
    if (!(await hasDefault(tx, p.tenantId, enterpriseId))) {
      const [newest] = await tx
        .select({ id: invoiceTemplate.id })
        .from(invoiceTemplate)
        .where(live(p.tenantId, enterpriseId))
        .orderBy(desc(invoiceTemplate.createTime), desc(invoiceTemplate.id))
        .limit(1);
      if (newest) await makeDefault(tx, p.tenantId, enterpriseId, newest.id, p.userId);
    }
  });
};

export type SeedTemplate = {
  enterpriseId: string;
  tenantId: string;
  title: string;
  taxNo: string;
  address?: string;
  phone?: string;
  bankName?: string;
  bankAccount?: string;
};

/** The demo seed's invoice information: one row per (enterprise, tax number), the first the default. Idempotent. */
export const seedInvoiceTemplates = async (db: DbOrTx, t: SeedTemplate) => {
  const existing = await db
    .select({ id: invoiceTemplate.id })
    .from(invoiceTemplate)
    .where(and(live(t.tenantId, t.enterpriseId), eq(invoiceTemplate.taxNo, t.taxNo)))
    .limit(1);
  if (existing[0]) return existing[0].id;
  return db.transaction(async (tx) => {
    const first = !(await hasDefault(tx, t.tenantId, t.enterpriseId));
    const [row] = await tx
      .insert(invoiceTemplate)
      .values({
        tenantId: t.tenantId,
        enterpriseId: t.enterpriseId,
        title: t.title,
        taxNo: t.taxNo,
        address: t.address ?? '',
        phone: t.phone ?? '',
        bankName: t.bankName ?? '',
        bankAccount: t.bankAccount ?? '',
        isDefault: first ? 1 : 0,
      })
      .returning({ id: invoiceTemplate.id });
    return row!.id;
  });
};
