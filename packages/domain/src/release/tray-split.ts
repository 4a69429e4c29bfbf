import Decimal from 'decimal.js';

/**
 * The tray split of a release (托盘拆分; spec 3 §2 Receipt split by trays, §4 Tray split status, §5 Tray split): for
 * each receipt the bank lets go in part, the shipper picks the trays (WMS goods) that leave; once submitted the
 * choice is locked.
 */
export const TraySplitStatus = { draft: 0, submitted: 1, seen: 2 } as const;
export type TraySplitStatusValue = (typeof TraySplitStatus)[keyof typeof TraySplitStatus];
export const traySplitStatusLabels: Record<TraySplitStatusValue, string> = { 0: '未拆分', 1: '已提交', 2: '已查看' };

/** traySplitType 1: the trays are proposed (first in, first out, closest to the weight asked); otherwise by hand. */
export const TraySplitType = { automatic: 1, manual: 2 } as const;

export const traySplitMessages = {
  missingTrays: '有仓单未选择货物，请检查！',
  overSelected: '请注意！已选托盘数量超出！',
  confirmSubmit: '确认提交吗？提交后，拆分托盘将无法更改！',
  locked: '托盘拆分已提交，无法更改',
} as const;

/** One receipt of the split: how many trays the bank asks for, and how many are picked. */
export type BillTrays = { billId: string; required: number; selected: number };

/** The receipts with no tray picked (each needs at least one, spec 3 §5 Tray split). */
export const billsWithoutTrays = (bills: readonly BillTrays[]) => bills.filter((b) => b.selected < 1);

/** Whether more trays are picked than asked for on any receipt. */
export const overSelected = (bills: readonly BillTrays[]) => bills.some((b) => b.selected > b.required);

/** The submit confirmation: its text, with the warning in front when more trays are picked than asked for. */
export const submitConfirmText = (bills: readonly BillTrays[]) =>
  overSelected(bills)
    ? `${traySplitMessages.overSelected}${traySplitMessages.confirmSubmit}`
    : traySplitMessages.confirmSubmit;

/** A goods row can be ticked while fewer trays than asked are picked, or untick when it is already picked. */
export const canPickRow = (selectedCount: number, required: number, alreadyPicked: boolean) =>
  alreadyPicked || selectedCount < required;

/** A tray (WMS goods row) of a receipt, with when it came in. */
export type TrayRow = {
  id: string;
  goodsName: string;
  weight: Decimal.Value;
  quantity: Decimal.Value;
  /** when the tray came in (ISO text or anything that sorts by time as text) */
  inTime: string;
};

/** The per-goods summary under the lists: weight and quantity to 2 decimals and the number of trays. */
export const goodsSummary = (trays: readonly TrayRow[]) => {
  const byGoods = new Map<string, { weight: Decimal; quantity: Decimal; trays: number }>();
  for (const t of trays) {
    const s = byGoods.get(t.goodsName) ?? { weight: new Decimal(0), quantity: new Decimal(0), trays: 0 };
    byGoods.set(t.goodsName, {
      weight: s.weight.plus(t.weight),
      quantity: s.quantity.plus(t.quantity),
      trays: s.trays + 1,
    });
  }
  return [...byGoods.entries()].map(([goodsName, s]) => ({
    goodsName,
    weight: s.weight.toFixed(2),
    quantity: s.quantity.toFixed(2),
    trays: s.trays,
  }));
};

/**
 * The trays proposed for a release (traySplitType 1): first in, first out, and the total weight closest to the
 * weight asked. Trays are taken oldest first until the weight is reached; the last one taken stays only when the
 * total with it is at least as close to the weight asked as the total without it, and the number of trays never
 * passes the number asked (when the bank gives one). At least one tray is proposed when there is one.
 */
export const proposeTrays = (trays: readonly TrayRow[], weightAsked: Decimal.Value, traysAsked?: number | null) => {
  const asked = new Decimal(weightAsked);
  const oldestFirst = [...trays].sort((a, b) => (a.inTime < b.inTime ? -1 : a.inTime > b.inTime ? 1 : 0));
  const limit = traysAsked != null && traysAsked > 0 ? traysAsked : oldestFirst.length;
  const picked: TrayRow[] = [];
  let total = new Decimal(0);
  for (const t of oldestFirst) {
    if (picked.length >= limit || total.gte(asked)) break;
    const withIt = total.plus(t.weight);
    const keep = picked.length === 0 || withIt.minus(asked).abs().lte(total.minus(asked).abs());
    if (!keep) break;
    picked.push(t);
    total = withIt;
  }
  return { trays: picked, weight: total.toFixed(), count: picked.length };
};
