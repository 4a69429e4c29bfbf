import { PLEDGE_SEAL_LABELS, type PledgeSealRole, pledgeNoticeText } from '@kc/domain/finance/pledge';
import { measureText } from '@kc/domain/shared/measure';
import { renderDocument } from '../../platform/pdf/document';
import { sealPlacesOf } from '../../platform/pdf/document-marks';
import type { SealPlacement } from '../../providers/esign/port';

/** What a pledge notice prints (spec 2 §4: one notice per receipt of a financing application). */
export type PledgeNoticeSpec = {
  applyCode: string;
  registrationNo: string | null;
  financeAppId: string | null;
  pledgor: { name: string; address: string };
  pledgee: { name: string; address: string };
  custodian: { name: string; address: string };
  bill: {
    code: string;
    materialName: string;
    totalWeight: string;
    weightUnitName: string;
    totalQuantity: string;
    numberUnitName: string;
    locator: string;
  };
  /** yyyy-MM-dd, the day the bank registered the pledge and the notice was issued */
  issuedDate: string;
};

/**
 * The pledge notice (仓单质押通知书) as a Chinese A4 document: the parties, the receipt and its goods, the text binding the custodian to the bank's instructions, and two seal places named after the sealing
 * roles ('shipper' 出质人（货主）盖章, 'warehouse' 仓储企业盖章) that `pledgeSealPlacement` reads back from the file.
 */
export const renderPledgeNotice = async (n: PledgeNoticeSpec) => {
  const { pdf } = await renderDocument({
    title: `仓单质押通知书 ${n.bill.code}`,
    subject: `融资申请 ${n.applyCode}`,
    footer: '本通知书经出质人和仓储企业电子签章后生效，一式三份，出质人、质权人、仓储企业各执一份。',
    blocks: [
      { kind: 'title', text: '仓单质押通知书' },
      {
        kind: 'fields',
        plain: true,
        columns: 2,
        rows: [
          { label: '融资申请编号', value: n.applyCode },
          { label: '质押登记编号', value: n.registrationNo ?? '—' },
          { label: '银行融资编号', value: n.financeAppId ?? '—' },
          { label: '通知日期', value: n.issuedDate },
        ],
      },
      { kind: 'heading', text: '一、当事人' },
      {
        kind: 'fields',
        rows: [
          { label: '出质人（货主）', value: n.pledgor.name },
          { label: '出质人地址', value: n.pledgor.address || '—' },
          { label: '质权人（银行）', value: n.pledgee.name },
          { label: '质权人地址', value: n.pledgee.address || '—' },
          { label: '仓储企业（保管人）', value: n.custodian.name },
          { label: '仓储企业地址', value: n.custodian.address || '—' },
        ],
      },
      { kind: 'heading', text: '二、质押仓单' },
      {
        kind: 'table',
        columns: [
          { title: '仓单编号', width: 120 },
          { title: '货物名称' },
          { title: '重量', width: 80, align: 'right' },
          { title: '数量', width: 70, align: 'right' },
          { title: '库位', width: 90 },
        ],
        rows: [
          [
            n.bill.code,
            n.bill.materialName,
            measureText(n.bill.totalWeight, n.bill.weightUnitName),
            measureText(n.bill.totalQuantity, n.bill.numberUnitName),
            n.bill.locator || '—',
          ],
        ],
      },
      { kind: 'heading', text: '三、质押事项' },
      {
        kind: 'paragraph',
        text: pledgeNoticeText({ bank: n.pledgee.name, warehouse: n.custodian.name, billCode: n.bill.code }),
      },
      {
        kind: 'paragraph',
        // spec 2 §6 finance_warehouse: the warehouse seals and reads this notice, so it carries no price, rate or
        // loan figure (those stand in the four-party agreement the bank holds).
        text: '仓储企业确认上述仓单项下货物现由其保管，货物名称、重量、数量与仓单记载一致。',
      },
      {
        kind: 'seals',
        places: [
          { name: 'shipper', label: PLEDGE_SEAL_LABELS.shipper, caption: n.pledgor.name },
          { name: 'warehouse', label: PLEDGE_SEAL_LABELS.warehouse, caption: n.custodian.name },
        ],
      },
    ],
  });
  return pdf;
};

/** Where a role's seal goes on this notice: the place the layout recorded in the file (the last page otherwise). */
export const pledgeSealPlacement = async (pdf: Uint8Array, role: PledgeSealRole): Promise<SealPlacement[]> => {
  const place = (await sealPlacesOf(pdf))[role];
  return [place ?? { page: 999, x: role === 'shipper' ? 100 : 350, y: 120, size: 110 }];
};
