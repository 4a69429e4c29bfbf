import { formatAmount, toMoney } from '@kc/domain/shared/money';
import type { Block, DocumentSpec } from './document';

export const VERIFY_URL = 'https://kc.example.com/verify/abcdefghijklmnopqrstuv';

/**
 * A contract-like document for the layer's tests and the benchmark: parties, a table of `rows` lots with a
 * summary row and the total in words, the total as an amount, two seal places.
 */
export const sampleContract = (rows: number): DocumentSpec & { total: ReturnType<typeof toMoney> } => {
  const lots = Array.from({ length: rows }, (_, i) => {
    const weight = toMoney(20).plus(toMoney(i).mod(7).times('1.25'));
    return { no: i + 1, batch: `PH-2026-${String(i + 1).padStart(4, '0')}`, weight, amount: weight.times('15230.40') };
  });
  const totalWeight = lots.reduce((s, l) => s.plus(l.weight), toMoney(0));
  const total = lots.reduce((s, l) => s.plus(l.amount), toMoney(0)).toDecimalPlaces(2);
  const blocks: Block[] = [
    { kind: 'title', text: '棉花购销合同' },
    {
      kind: 'columns',
      columns: [
        {
          blocks: [
            {
              kind: 'fields',
              plain: true,
              rows: [
                { label: '合同编号', value: 'HT20261122000001' },
                { label: '合同状态', value: '待签署', status: true },
                { label: '签订日期', value: '2026-11-22' },
              ],
            },
          ],
        },
        { width: 96, blocks: [{ kind: 'qr', text: VERIFY_URL, caption: '扫码验证合同' }] },
      ],
    },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        { label: '甲方（买方）', value: '浙江锦华纺织有限公司', wide: true },
        { label: '乙方（卖方）', value: '江苏恒丰棉业有限公司', wide: true },
        { label: '品名', value: '棉花' },
        { label: '交货仓库', value: '河南豫通棉花仓储有限公司' },
      ],
    },
    { kind: 'heading', text: '一、货物明细' },
    {
      kind: 'table',
      columns: [
        { title: '序号', width: 34, align: 'center' },
        { title: '批次号' },
        { title: '重量（吨）', width: 70, align: 'right' },
        { title: '单价（元/吨）', width: 80, align: 'right' },
        { title: '金额（元）', width: 90, align: 'right' },
      ],
      rows: lots.map((l) => [
        String(l.no),
        l.batch,
        l.weight.toFixed(2),
        formatAmount('15230.40'),
        formatAmount(l.amount.toDecimalPlaces(2)),
      ]),
      summary: ['合计', '', totalWeight.toFixed(2), '', formatAmount(total)],
      totalInWords: { label: '合计金额（大写）', amount: total },
    },
    { kind: 'heading', text: '二、付款方式' },
    { kind: 'paragraph', text: '甲方于合同签订之日起三个工作日内，将全部货款支付至平台监管账户。' },
    { kind: 'amount', label: '合同总金额', value: total },
    {
      kind: 'seals',
      places: [
        { name: 'buyer', label: '甲方（盖章）', caption: '浙江锦华纺织有限公司' },
        { name: 'seller', label: '乙方（盖章）', caption: '江苏恒丰棉业有限公司' },
      ],
    },
  ];
  return {
    title: '棉花购销合同 HT20261122000001',
    footer: '本合同经双方电子签章后生效。',
    blocks,
    total,
  };
};
