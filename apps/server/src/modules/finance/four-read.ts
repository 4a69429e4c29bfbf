import { formatDateTime } from '@kc/domain';
import { type fourContractRow, financeRefusals as refuse } from '@kc/domain/finance/finance';
import { fourStatusLabel } from '@kc/domain/finance/status';
import { and, asc, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { financeSign } from './finance.table';
import { isRedactedFor, loadVisibleApply } from './finance-access';
import { FOUR_SEALS, renderFourAgreement } from './four-pdf';
import { fourSpecOf } from './four-seal';

const KIND_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(FOUR_SEALS).map(([role, s]) => [s.kind, role]),
);

/**
 * getFourPdf?id / queryContractContent?applicationId: the agreement with its seals so far, as base64, for the sides
 * who see the application (404 otherwise; 404 four_pdf_missing before the supplier submitted it). A warehouse
 * reviewer (finance_warehouse) receives its review copy instead, rendered now without any price, rate or amount
 * (spec 2 §6): the sealed original carries them.
 */
export const fourPdfOf = async (ctx: AppContext, p: Principal, id: string) => {
  const { row, sides } = await loadVisibleApply(ctx.db, p, id);
  if (!row.fourFileId) throw refuse.fourPdfMissing();
  const bytes = isRedactedFor(sides)
    ? await renderFourAgreement(await fourSpecOf(ctx.db, row), { redacted: true })
    : await ctx.files.read(row.fourFileId);
  if (!bytes) throw refuse.fourPdfMissing();
  return { fourPdfBase64: Buffer.from(bytes).toString('base64'), fileName: `四方协议-${row.code}.pdf` };
};

/** queryContractPage?applicationId: the agreement as one contract row, with the parties that sealed it. */
export const fourContractOf = async (
  ctx: AppContext,
  p: Principal,
  id: string,
): Promise<z.infer<typeof fourContractRow>[]> => {
  const { row } = await loadVisibleApply(ctx.db, p, id);
  if (!row.fourFileId) return [];
  const seals = await ctx.db
    .select({ kind: financeSign.kind, createTime: financeSign.createTime })
    .from(financeSign)
    .where(and(eq(financeSign.applyId, row.id), eq(financeSign.applyBillId, '0'), like(financeSign.kind, 'four-%')))
    .orderBy(asc(financeSign.createTime), asc(financeSign.id));
  return [
    {
      id: row.id,
      applicationId: row.id,
      contractNo: row.code,
      contractName: '四方协议（仓单质押融资）',
      fourStatus: row.fourStatus,
      fourStatusName: fourStatusLabel(row.fourStatus),
      sealedBy: seals.map((s) => KIND_NAMES[s.kind] ?? s.kind),
      sha256: row.fourSha256,
      createTime: formatDateTime(row.submitTime),
    },
  ];
};
