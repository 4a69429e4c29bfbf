import { renderDocument } from '../../platform/pdf/document';

export type TakeGoodNoticeSpec = {
  bankName: string;
  shipperName: string;
  warehouseName: string;
  applyCode: string;
  financeAppId: string;
  instructionNo: string;
  thCode: string;
  takeGoodCode: string;
  takeGoodTime: string;
  bills: { billCode: string; takeGoodType: '01' | '02'; weight?: string; number?: number }[];
};

/**
 * The sandbox bank's pick-up notice (提货通知书) sent with its release instruction: the parties, the numbers, and each
 * receipt released whole or in part. A real bank sends its own file; this one only has to be a readable PDF.
 */
export const renderTakeGoodNotice = async (n: TakeGoodNoticeSpec) => {
  const { pdf } = await renderDocument({
    title: `提货通知书 ${n.thCode}`,
    subject: `融资申请 ${n.applyCode}`,
    footer: '本通知书由银行沙箱生成，仅用于演示与测试。',
    blocks: [
      { kind: 'title', text: '提货通知书' },
      {
        kind: 'fields',
        plain: true,
        columns: 2,
        rows: [
          { label: '提货单号', value: n.thCode },
          { label: '提货码', value: n.takeGoodCode },
          { label: '解押指令编号', value: n.instructionNo },
          { label: '提货时间', value: n.takeGoodTime },
          { label: '融资申请编号', value: n.applyCode },
          { label: '银行融资编号', value: n.financeAppId },
        ],
      },
      {
        kind: 'fields',
        rows: [
          { label: '质权人（银行）', value: n.bankName },
          { label: '出质人（货主）', value: n.shipperName },
          { label: '仓储企业', value: n.warehouseName },
        ],
      },
      {
        kind: 'table',
        columns: [
          { title: '仓单编号', width: 140 },
          { title: '解押方式', width: 80 },
          { title: '解押重量', width: 90, align: 'right' },
          { title: '托盘数', width: 70, align: 'right' },
        ],
        rows: n.bills.map((b) => [
          b.billCode,
          b.takeGoodType === '02' ? '部分解押' : '全部解押',
          b.weight ?? '全部',
          b.number == null ? '—' : String(b.number),
        ]),
      },
      {
        kind: 'paragraph',
        text: '兹通知仓储企业：上列仓单项下货物经本行同意解除质押，请凭提货码按上列重量与托盘数办理提货。',
      },
    ],
  });
  return pdf;
};
