import { participationMessages } from '@kc/domain/enterprise/status';
import { receiptRefusals as refuse } from '@kc/domain/receipt/receipt';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { assertEnterpriseApproved } from '../enterprise';
import { baseMaterial, baseMaterialAttr } from '../goods';
import { user } from '../user';
import { receiptAttrsOf } from './generate-receipts';
import { enterpriseCard, unitLabels } from './receipt-labels';
import { nextReceiptCodes, writeReceipt } from './write-receipt';

/** One receipt to generate from external goods (a WMS container): everything the goods' side already decided. */
export type GoodsReceiptItem = {
  materialId: string;
  cargoOwnerId: string;
  warehouseId: string;
  /** decimal strings, in the category's units */
  totalWeight: string;
  totalQuantity: string;
  locator: string | null;
  /** the goods' attribute values by attrCode; the category's receipt attributes (isShow 1) are filled from them */
  props: { attrCode: string; value?: string | null }[];
  /** printed as 批次号 (the container's case number) */
  batchNo: string;
  /** added to the generation's audit event */
  payload?: Record<string, unknown>;
};

export type GenerateGoodsReceiptsInput = {
  /** the application the goods came from: kc_ple_bill.goods_id, the batch-sign origin `goodsId` */
  goodsId: string;
  /** printed as 入库单号 (the application's code) */
  inputCode: string;
  tenantId: string;
  actor: Actor;
  /** the absolute base URL the QR code points at (config PUBLIC_URL, else the request's protocol://host) */
  origin: string;
  items: GoodsReceiptItem[];
};

/**
 * spec 3 §2 External containers (the owner's application the warehouse completes): one receipt per item, each in
 * status 10 (原始生成) awaiting the warehouse's signature, `goodsId` naming the application (the batch-sign origin), in
 * the caller's transaction; its PDF, its chain's first row and its audit event follow the commit (writeReceipt,
 * which keeps the container's case number and the application's code the PDF prints). The receipt module keeps
 * the receipt rows: the goods' side (modules/wms) decides the figures, this writes them. Answers the new ids in
 * the items' order.
 */
export const generateReceiptsForGoods = async (
  ctx: AppContext,
  tx: DbOrTx,
  input: GenerateGoodsReceiptsInput,
): Promise<string[]> => {
  const { tenantId, actor, items } = input;
  if (items.length === 0) return [];
  // spec 1 §4: a receipt is issued only between enterprises the platform approved.
  for (const id of new Set(items.map((i) => i.cargoOwnerId)))
    await assertEnterpriseApproved(tx, tenantId, id, participationMessages.shipperNotApproved);
  for (const id of new Set(items.map((i) => i.warehouseId)))
    await assertEnterpriseApproved(tx, tenantId, id, participationMessages.warehouseNotApproved);

  const materialIds = [...new Set(items.map((i) => i.materialId))];
  // One query after the other: a transaction's connection runs one statement at a time.
  const materials = await tx
    .select()
    .from(baseMaterial)
    .where(and(inArray(baseMaterial.id, materialIds), eq(baseMaterial.isDeleted, 0)));
  const attributes = await tx
    .select({
      materialId: baseMaterialAttr.materialId,
      attrCode: baseMaterialAttr.attrCode,
      attrName: baseMaterialAttr.attrName,
      isSplit: baseMaterialAttr.isSplit,
    })
    .from(baseMaterialAttr)
    .where(
      and(
        inArray(baseMaterialAttr.materialId, materialIds),
        eq(baseMaterialAttr.isDeleted, 0),
        eq(baseMaterialAttr.isShow, 1),
      ),
    )
    .orderBy(asc(baseMaterialAttr.sort), asc(baseMaterialAttr.id));
  const units = await unitLabels(tx, tenantId);
  const actorRow = await tx
    .select({ realName: user.realName, name: user.name })
    .from(user)
    .where(eq(user.id, actor.userId))
    .limit(1);
  const materialOf = new Map(materials.map((m) => [m.id, m]));
  if (materialIds.some((id) => !materialOf.has(id))) throw refuse.materialMissing();
  const actorName = actorRow[0]?.realName ?? actorRow[0]?.name ?? null;

  const cards = new Map<string, Awaited<ReturnType<typeof enterpriseCard>>>();
  const cardOf = async (id: string) => {
    if (!cards.has(id)) cards.set(id, await enterpriseCard(tx, tenantId, id));
    const card = cards.get(id);
    if (!card) throw refuse.partiesMissing();
    return card;
  };

  const now = new Date();
  const codes = await nextReceiptCodes(tx, tenantId, now, items.length);
  const ids: string[] = [];
  for (const [i, item] of items.entries()) {
    const material = materialOf.get(item.materialId)!;
    const id = await writeReceipt(
      ctx,
      tx,
      {
        tenantId,
        code: codes[i]!,
        inputId: null,
        inputBatchId: null,
        inputCode: input.inputCode,
        batchNo: item.batchNo,
        goodsId: input.goodsId,
        material,
        weightUnitName: units.weight.get(material.weightUnit ?? '') ?? '',
        numberUnitName: units.number.get(material.numberUnit ?? '') ?? '',
        cargoOwner: await cardOf(item.cargoOwnerId),
        warehouse: await cardOf(item.warehouseId),
        totalWeight: item.totalWeight,
        totalQuantity: item.totalQuantity,
        locator: item.locator,
        attrs: receiptAttrsOf(
          attributes.filter((a) => a.materialId === material.id),
          item.props,
        ),
        payload: { goodsId: input.goodsId, ...item.payload },
      },
      { actor, actorName, origin: input.origin, now },
    );
    ids.push(id);
  }
  return ids;
};
