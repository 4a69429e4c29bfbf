import { formatAmount } from '@kc/domain/shared/money';
import { type Block, renderDocument } from '../../platform/pdf/document';
import { sealPlacesOf } from '../../platform/pdf/document-marks';
import type { SealPlacement } from '../../providers/esign/port';

/** The four parties' seals on the agreement, by the kind of their kc_finance_sign row. */
export const FOUR_SEALS = {
  shipper: { kind: 'four-shipper', label: '甲方（出质人）盖章', reason: '出质人签署四方协议' },
  bank: { kind: 'four-bank', label: '乙方（质权人）盖章', reason: '质权人确认四方协议' },
  warehouse: { kind: 'four-warehouse', label: '丙方（仓储监管方）盖章', reason: '仓储企业签署四方协议' },
  platform: { kind: 'four-platform', label: '丁方（平台运营方）盖章', reason: '平台运营方签署四方协议' },
} as const;
export type FourSealRole = keyof typeof FOUR_SEALS;

export type FourParty = { name: string; creditCode: string | null; address: string };

/** What the four-party agreement prints (spec 2 §4 four-party agreement; figures formatted by the caller or here). */
export type FourAgreementSpec = {
  code: string;
  /** yyyy-MM-dd, the day the supplier submitted it */
  date: string;
  shipper: FourParty;
  bank: FourParty;
  warehouse: FourParty;
  platform: FourParty;
  goodsName: string;
  applyMoney: string;
  pledgeAmount: string;
  bills: {
    code: string;
    materialName: string;
    weight: string;
    priceUnit: string;
    cltPlgRate: string;
    pledgeAmount: string;
  }[];
};

const dash = (v: string | null | undefined) => (v ? v : '—');

const partyRows = (label: string, p: FourParty) => [
  { label, value: p.name, wide: true },
  { label: '统一社会信用代码', value: dash(p.creditCode) },
  { label: '住所', value: dash(p.address) },
];

/** The articles: what each party undertakes while the receipts stand pledged. */
export const fourArticles = (s: Pick<FourAgreementSpec, 'shipper' | 'bank' | 'warehouse' | 'platform'>) => [
  `第一条 质押标的。甲方以其持有的、由丙方签发并在平台生效的标准仓单（见“质押仓单清单”）向乙方出质，为乙方向甲方发放的融资提供担保。质押登记以乙方登记的质押登记编号为准。`,
  `第二条 货物保管。质押期间，丙方（${s.warehouse.name}）按仓单记载的品名、重量、数量和库位妥善保管仓单项下货物，非经乙方书面指令不得向任何人交付、移库、拆分或出库。`,
  `第三条 禁止处分。质押期间，甲方不得转让、再质押、过户、拆分或以其他方式处分质押仓单；平台系统锁定质押仓单，任何上述业务均不予受理。`,
  `第四条 解除质押。甲方清偿全部融资本息后，乙方向平台发送解押指令；平台与丙方据此解除仓单质押状态，仓单恢复为已生效状态。`,
  `第五条 违约处置。甲方到期未清偿的，乙方有权依法处置质押仓单项下货物，丙方按乙方指令配合交付。`,
  `第六条 平台职责。丁方（${s.platform.name}）提供仓单登记、质押状态锁定、电子签章与信息传递服务，如实记录各方操作，不对融资本身承担担保责任。`,
  `第七条 生效。本协议经甲方、丁方、丙方电子签章并经乙方系统确认受理后生效，各方电子签章与手写签字盖章具有同等法律效力。`,
];

/**
 * The four-party agreement (四方协议（仓单质押融资）) as a Chinese A4 document: the four parties with credit codes and
 * addresses, the collateral table, the amount asked, the articles and four labelled seal places ('shipper', 'bank',
 * 'warehouse', 'platform'). `redacted` renders the warehouse reviewer's copy (spec 2 §6 finance_warehouse): no
 * price, rate or amount anywhere, marked as a review copy — it is never sealed.
 */
export const renderFourAgreement = async (s: FourAgreementSpec, opts: { redacted?: boolean } = {}) => {
  const redacted = opts.redacted === true;
  const table: Block = redacted
    ? {
        kind: 'table',
        columns: [
          { title: '序号', width: 36, align: 'center' },
          { title: '仓单编号', width: 150 },
          { title: '货物' },
          {
            title: '重量',
            width: 90,
            align: 'right',
          },
        ],
        rows: s.bills.map((b, i) => [String(i + 1), b.code, b.materialName, b.weight]),
      }
    : {
        kind: 'table',
        columns: [
          { title: '仓单编号', width: 118 },
          { title: '货物' },
          { title: '重量', width: 66, align: 'right' },
          { title: '单价（元）', width: 70, align: 'right' },
          { title: '质押率', width: 46, align: 'right' },
          { title: '预估质押金额（元）', width: 92, align: 'right' },
        ],
        rows: s.bills.map((b) => [
          b.code,
          b.materialName,
          b.weight,
          formatAmount(b.priceUnit),
          `${Number(b.cltPlgRate)}%`,
          formatAmount(b.pledgeAmount),
        ]),
        summary: ['合计', '', '', '', '', formatAmount(s.pledgeAmount)],
        totalInWords: { label: '预估质押金额（大写）', amount: s.pledgeAmount },
      };
  const blocks: Block[] = [
    { kind: 'title', text: '四方协议（仓单质押融资）' },
    ...(redacted
      ? [{ kind: 'paragraph', text: '（仓库审核副本：不含价格、质押率与金额，非签章文本）', align: 'center' } as Block]
      : []),
    {
      kind: 'fields',
      plain: true,
      columns: 2,
      rows: [
        { label: '协议编号', value: s.code },
        { label: '签订日期', value: s.date },
        { label: '融资货物', value: s.goodsName, wide: true },
      ],
    },
    { kind: 'heading', text: '一、协议各方' },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        ...partyRows('甲方（出质人）', s.shipper),
        ...partyRows('乙方（质权人）', s.bank),
        ...partyRows('丙方（仓储监管方）', s.warehouse),
        ...partyRows('丁方（平台运营方）', s.platform),
      ],
    },
    { kind: 'heading', text: '二、质押仓单清单' },
    table,
    ...(redacted ? [] : [{ kind: 'amount', label: '申请融资金额', value: s.applyMoney } as Block]),
    { kind: 'heading', text: '三、协议条款' },
    ...fourArticles(s).map((text): Block => ({ kind: 'paragraph', text })),
  ];
  if (!redacted) {
    blocks.push({
      kind: 'seals',
      places: (['shipper', 'bank', 'warehouse', 'platform'] as const).map((role) => ({
        name: role,
        label: FOUR_SEALS[role].label,
        caption: s[role].name,
        size: 100,
      })),
    });
  }
  const { pdf } = await renderDocument({
    title: `四方协议 ${s.code}`,
    subject: `仓单质押融资四方协议 ${s.code}`,
    footer: redacted
      ? '仓库审核副本，不作签章之用。'
      : '本协议一式四份，甲、乙、丙、丁四方各执一份，具有同等法律效力。',
    blocks,
  });
  return pdf;
};

/** Where a party's seal goes on the agreement: the place recorded in the file (the last page otherwise). */
export const fourSealPlacement = async (pdf: Uint8Array, role: FourSealRole): Promise<SealPlacement[]> => {
  const place = (await sealPlacesOf(pdf))[role];
  return [
    place ?? { page: 999, x: 60 + 120 * ['shipper', 'bank', 'warehouse', 'platform'].indexOf(role), y: 120, size: 100 },
  ];
};
