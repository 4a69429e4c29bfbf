import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../shared/money';
import {
  type ContractDocumentInput,
  type ContractSection,
  chineseNumeral,
  contractDocumentText,
  contractHeaderFields,
  contractSections,
  contractSignatureBlocks,
  DOCUMENT_BLANK,
  documentDate,
  sampleContractInput,
} from './document';

const template = {
  name: '仓单买卖合同',
  listDetail: [
    { display: '交货', content: '供方应于合同生效后三日内办理仓单过户。\n过户完成即视为交货。' },
    { display: '验收', content: '需方应于收货后五日内验收。' },
    { display: '争议解决', content: '协商不成的，提交签订地人民法院诉讼解决。' },
  ],
};

/** A small contract of two custom rows by quantity, the fee and its shares filled in. */
const input = (overrides: Partial<ContractDocumentInput> = {}): ContractDocumentInput => ({
  code: 'HT001',
  templateName: '现货买卖合同',
  shipper: { name: '甲公司', code: 'HZ0001' },
  buyer: { name: '乙公司', code: null },
  signingAddress: '郑州',
  signingDate: '2026-11-05',
  pricingMode: 1,
  rows: [
    {
      name: '棉纱',
      attrs: [{ label: '规格', value: '40S' }],
      price: '100.00',
      weight: '2.5',
      weightUnit: '吨',
      quantity: '10',
      numberUnit: '件',
      totalPrice: '1000.00',
    },
    {
      name: '坯布',
      attrs: [
        { label: '等级', value: '一等品' },
        { label: '规格', value: '63"' },
      ],
      price: '50.5',
      weight: null,
      quantity: '3',
      numberUnit: '件',
      totalPrice: '151.50',
    },
  ],
  totalAmount: '1151.50',
  fee: {
    proportionType: 0,
    platformServiceAmount: '100.00',
    shipperProportionRate: '60',
    shipperServiceAmount: '60.00',
    buyerProportionRate: '40',
    buyerServiceAmount: '40.00',
  },
  remittance: { accountName: '平台公司', bankName: '建行郑州分行', account: '6222' },
  clauses: [
    { display: '交货', content: '第一行\n\n  第二行  ' },
    { display: '违约责任', content: '违约方赔偿损失。' },
  ],
  ...overrides,
});

const text = (s: ContractSection) => {
  if (s.kind !== 'text') throw new Error(`not a text section: ${s.number}`);
  return s;
};
const goods = (s: ContractSection | undefined) => {
  if (s?.kind !== 'goods') throw new Error('not the goods section');
  return s;
};

describe('clause numbers are Chinese numerals', () => {
  it.each([
    [0, '零'],
    [1, '一'],
    [2, '二'],
    [9, '九'],
    [10, '十'],
    [11, '十一'],
    [19, '十九'],
    [20, '二十'],
    [21, '二十一'],
    [50, '五十'],
    [99, '九十九'],
    [100, '一百'],
    [101, '一百零一'],
    [110, '一百一十'],
    [111, '一百一十一'],
    [1000, '一千'],
    [1001, '一千零一'],
    [1010, '一千零一十'],
    [1100, '一千一百'],
    [9999, '九千九百九十九'],
    [10000, '一万'],
    [10010, '一万零一十'],
    [10100, '一万零一百'],
    [11000, '一万一千'],
    [100000, '十万'],
    [123456, '十二万三千四百五十六'],
  ])('%i → %s', (n, expected) => expect(chineseNumeral(n)).toBe(expected));

  it('refuses what is no clause number', () => {
    for (const n of [-1, 1.5, Number.NaN, 1e8]) expect(() => chineseNumeral(n)).toThrow(RangeError);
  });
});

describe('the sections come in the order of spec 2 §2', () => {
  it('goods, settlement and fee, the template clauses, the remittance account; numbered 一、二、…', () => {
    const s = contractSections(input());
    expect(s.map((x) => [x.kind, x.number, x.title])).toEqual([
      ['goods', '一、', contractDocumentText.sections.goods],
      ['text', '二、', contractDocumentText.sections.settlement],
      ['text', '三、', '交货'],
      ['text', '四、', '违约责任'],
      ['text', '五、', contractDocumentText.sections.remittance],
    ]);
  });

  it('a template clause becomes one paragraph per line, blank lines and edges trimmed away', () => {
    expect(text(contractSections(input())[2]!).paragraphs).toEqual(['第一行', '第二行']);
  });

  it('a clause with neither title nor text is left out and the numbers close up', () => {
    const s = contractSections(
      input({
        clauses: [
          { display: ' ', content: '' },
          { display: '验收', content: '当场验收。' },
        ],
      }),
    );
    expect(s.map((x) => x.number)).toEqual(['一、', '二、', '三、', '四、']);
    expect(s[2]!.title).toBe('验收');
  });

  it('other agreements, when given, come before the remittance account', () => {
    const s = contractSections(input({ freeAgreement: '仓储费由需方承担', otherDesc: '  ' }));
    expect(s.map((x) => x.number)).toEqual(['一、', '二、', '三、', '四、', '五、', '六、']);
    expect(text(s[4]!)).toMatchObject({
      title: contractDocumentText.sections.other,
      paragraphs: ['仓储费约定：仓储费由需方承担'],
    });
    expect(s[5]!.title).toBe(contractDocumentText.sections.remittance);
  });

  it('ten template clauses number up to 十三 for the remittance clause', () => {
    const clauses = Array.from({ length: 10 }, (_, i) => ({ display: `条款${i + 1}`, content: '内容' }));
    const s = contractSections(input({ clauses }));
    expect(s.map((x) => x.number)).toEqual([
      '一、',
      '二、',
      '三、',
      '四、',
      '五、',
      '六、',
      '七、',
      '八、',
      '九、',
      '十、',
      '十一、',
      '十二、',
      '十三、',
    ]);
  });

  it('a template without clauses still has goods, fee and remittance', () => {
    expect(contractSections(input({ clauses: [] })).map((x) => x.number)).toEqual(['一、', '二、', '三、']);
  });
});

describe('一、the goods table', () => {
  it('by quantity: name, the attributes in first-seen order, price, quantity with its shared unit, total; no weight', () => {
    const g = goods(contractSections(input())[0]);
    expect(g.head).toEqual(['品名', '规格', '等级', '单价（元）', '数量（件）', '总价（元）']);
    expect(g.rows).toEqual([
      ['棉纱', '40S', '', '100.00', '10', '1,000.00'],
      ['坯布', '63"', '一等品', '50.50', '3', '151.50'],
    ]);
    expect(g.summary).toEqual(['合计', '', '', '', '13', '1,151.50']);
    expect(g.totalInWords).toBe('人民币壹仟壹佰伍拾壹元伍角整');
  });

  it('a receipt column appears when any row has a receipt code', () => {
    const rows = input().rows.map((r, i) => ({ ...r, billCode: i === 0 ? 'WR001' : null }));
    const g = goods(contractSections(input({ rows }))[0]);
    expect(g.head.slice(0, 2)).toEqual(['品名', '仓单编号']);
    expect(g.rows.map((r) => r[1])).toEqual(['WR001', '']);
    expect(g.summary).toHaveLength(g.head.length);
    expect(g.rows.every((r) => r.length === g.head.length)).toBe(true);
  });

  it('by weight: a weight column with its unit; the summary adds weights and quantities exactly', () => {
    const s = sampleContractInput(template);
    const g = goods(contractSections(s)[0]);
    expect(g.head).toEqual([
      '品名',
      '仓单编号',
      '产地',
      '等级',
      '颜色级',
      '马克隆值',
      '单价（元）',
      '重量（吨）',
      '数量（包）',
      '总价（元）',
    ]);
    expect(g.rows[0]).toEqual([
      '新疆机采细绒棉',
      'WR20261105000001',
      '新疆阿克苏',
      '三级',
      '白棉3级',
      '4.3',
      '16,500.00',
      '45.32',
      '200',
      '747,780.00',
    ]);
    // 45.32 + 44.87 + 46.05 = 136.24 (no binary float drift); 200 + 198 + 203 = 601
    expect(g.summary).toEqual(['合计', '', '', '', '', '', '', '136.24', '601', '2,247,960.00']);
    expect(g.totalInWords).toBe(amountInWords('2247960.00'));
    expect(g.totalInWords).toBe('人民币贰佰贰拾肆万柒仟玖佰陆拾元整');
  });

  it('rows of different units show their unit in each cell and add up nothing', () => {
    const rows = [
      { ...input().rows[0]!, weight: '1', weightUnit: '吨' },
      { ...input().rows[0]!, weight: '500', weightUnit: '千克', numberUnit: '包' },
    ];
    const g = goods(contractSections(input({ pricingMode: 0, rows }))[0]);
    expect(g.head).toContain('重量');
    expect(g.head).toContain('数量');
    expect(g.rows.map((r) => r.slice(-3, -1))).toEqual([
      ['1 吨', '10 件'],
      ['500 千克', '10 包'],
    ]);
    expect(g.summary.slice(-3, -1)).toEqual(['', '']);
  });

  it('weights and quantities print by the shared rule: significant decimals, thousands separators', () => {
    const rows = [
      { ...input().rows[0]!, weight: '1234.50000', weightUnit: '吨', quantity: '1200.00000', numberUnit: '包' },
      { ...input().rows[0]!, weight: '39.47000', weightUnit: '吨', quantity: '40', numberUnit: '包' },
    ];
    const g = goods(contractSections(input({ pricingMode: 0, rows }))[0]);
    expect(g.rows.map((r) => r.slice(-3, -1))).toEqual([
      ['1,234.5', '1,200'],
      ['39.47', '40'],
    ]);
    expect(g.summary.slice(-3, -1)).toEqual(['1,273.97', '1,240']);
  });

  it('no rows: the head and a summary of the total alone', () => {
    const g = goods(contractSections(input({ rows: [], totalAmount: '0.00' }))[0]);
    expect(g.head).toEqual(['品名', '单价（元）', '数量', '总价（元）']);
    expect(g.rows).toEqual([]);
    expect(g.summary).toEqual(['合计', '', '', '0.00']);
    expect(g.totalInWords).toBe('人民币零元整');
  });

  it('figures still being typed print as typed and never throw', () => {
    const rows = [{ ...input().rows[0]!, price: '12.', quantity: 'abc', totalPrice: '' }];
    const g = goods(contractSections(input({ rows, totalAmount: '1e16' }))[0]);
    expect(g.rows[0]).toEqual(['棉纱', '40S', '12.00', 'abc', '']);
    expect(g.totalInWords).toBe('');
  });
});

describe('二、settlement and the platform fee', () => {
  it('states the total in figures and words, each side’s share and amount, and points at the remittance clause', () => {
    const p = text(contractSections(input())[1]!).paragraphs;
    expect(p[0]).toBe(
      `1. 货款：本合同货款总计人民币1,151.50元（人民币壹仟壹佰伍拾壹元伍角整），${contractDocumentText.noDownpayment}。需方应按约定将货款支付至供方指定的银行账户。`,
    );
    expect(p[1]).toContain('共计人民币100.00元（人民币壹佰元整）');
    expect(p[1]).toContain('供方承担60%，计人民币60.00元；需方承担40%，计人民币40.00元');
    expect(p[1]).toContain('按合同总价及平台费率计收');
    expect(p[2]).toContain('汇入本合同第五条约定的平台收费账户');
  });

  it('by weight or quantity, with the fee explanation', () => {
    const p = text(
      contractSections(input({ fee: { ...input().fee, proportionType: 1, proportionInfo: '每吨2元' } }))[1]!,
    ).paragraphs;
    expect(p[1]).toContain('按货物重量（或数量）及单位费率计收');
    expect(p[2]).toBe('收费说明：每吨2元');
  });

  it('proportionType 2 or a zero fee: no fee is charged, and nothing to pay', () => {
    for (const fee of [
      { ...input().fee, proportionType: 2 as const },
      { ...input().fee, platformServiceAmount: '0.00' },
    ]) {
      const p = text(contractSections(input({ fee }))[1]!).paragraphs;
      expect(p).toEqual([expect.stringMatching(/^1\. 货款/), '2. 平台服务费：本合同不收取平台服务费。']);
    }
  });

  it('the payment method and the down payment: both figures derived from the total and the rate', () => {
    // 1151.50 × 30 % = 345.45; balance 806.05
    const p = text(contractSections(input({ payType: '预付款加尾款', downpaymentRate: '30.00' }))[1]!).paragraphs;
    expect(p[0]).toContain(
      `，货款结算方式：预付款加尾款，预付款为合同总价的30%，计人民币345.45元（${amountInWords('345.45')}），余款人民币806.05元（${amountInWords('806.05')}）。`,
    );
  });

  it('663,096.00 at 30 % prints a balance of 464,167.20, whatever the stored form said', () => {
    const p = text(contractSections(input({ totalAmount: '663096.00', downpaymentRate: '30' }))[1]!).paragraphs;
    expect(p[0]).toContain('计人民币198,928.80元');
    expect(p[0]).toContain('余款人民币464,167.20元（人民币肆拾陆万肆仟壹佰陆拾柒元贰角整）');
    expect(p[0]).not.toContain('余款人民币663,096.00元');
  });

  it('no down payment (rate empty or 0): the whole money is paid at once', () => {
    for (const downpaymentRate of [null, '', '0', '0.00']) {
      const p = text(contractSections(input({ payType: '银行转账', downpaymentRate }))[1]!).paragraphs;
      expect(p[0], String(downpaymentRate)).toContain(
        `，货款结算方式：银行转账，${contractDocumentText.noDownpayment}。`,
      );
      expect(p[0]).not.toContain('余款');
    }
  });
});

describe('the remittance clause comes last with the platform’s account', () => {
  it('account name, bank and number', () => {
    const s = contractSections(input());
    expect(text(s.at(-1)!).paragraphs).toEqual([
      contractDocumentText.remittance.intro,
      '户名：平台公司',
      '开户银行：建行郑州分行',
      '账号：6222',
    ]);
  });

  it('an account not configured prints blanks', () => {
    const s = contractSections(input({ remittance: { accountName: '', bankName: ' ', account: '' } }));
    expect(text(s.at(-1)!).paragraphs.slice(1)).toEqual([
      `户名：${DOCUMENT_BLANK}`,
      `开户银行：${DOCUMENT_BLANK}`,
      `账号：${DOCUMENT_BLANK}`,
    ]);
  });
});

describe('header and signature blocks', () => {
  it('the header names the code, both parties (with their codes when known), place and date', () => {
    expect(contractHeaderFields(input())).toEqual([
      { label: '合同编号', value: 'HT001' },
      { label: '供方（甲方）', value: '甲公司（企业编码：HZ0001）' },
      { label: '需方（乙方）', value: '乙公司' },
      { label: '签订地点', value: '郑州' },
      { label: '签订时间', value: '2026年11月05日' },
    ]);
  });

  it('an empty form prints blanks where each value goes', () => {
    const fields = contractHeaderFields(
      input({ code: '', shipper: { name: '' }, buyer: { name: '' }, signingAddress: '', signingDate: '' }),
    );
    expect(fields.map((f) => f.value)).toEqual(Array(5).fill(DOCUMENT_BLANK));
  });

  it('each side signs at its seal place with its own bank details', () => {
    const blocks = contractSignatureBlocks(
      input({ shipperDeputy: '张三', shipperBankName: '建行', shipperBankAccount: '123', buyerBankName: null }),
    );
    expect(blocks.map((b) => b.seal)).toEqual(['供方（盖章）', '需方（盖章）']);
    expect(blocks[0]!.lines.map((l) => l.value)).toEqual(['甲公司', '张三', '建行', '123', '2026年11月05日']);
    expect(blocks[1]!.lines.map((l) => l.value)).toEqual([
      '乙公司',
      DOCUMENT_BLANK,
      DOCUMENT_BLANK,
      DOCUMENT_BLANK,
      '2026年11月05日',
    ]);
  });

  it('documentDate reads yyyy-MM-dd (a time after it too)', () => {
    expect(documentDate('2026-01-02 00:00:00')).toBe('2026年01月02日');
    expect(documentDate(null)).toBe(DOCUMENT_BLANK);
  });
});

describe('preview mode sample data', () => {
  it('carries the template’s name and clauses, a sample code, sample parties and sample receipts', () => {
    const s = sampleContractInput(template);
    expect(s.templateName).toBe('仓单买卖合同');
    expect(s.clauses).toEqual(template.listDetail);
    expect(s.code).toMatch(/^HT\d+$/);
    expect(s.shipper.name).not.toBe(s.buyer.name);
    expect(s.rows.length).toBeGreaterThan(0);
    expect(s.rows.every((r) => r.billCode)).toBe(true);
  });

  it('its figures add up: row total = price × weight, the contract total, down payment and fee shares', () => {
    const s = sampleContractInput(template);
    for (const r of s.rows) expect(new Decimal(r.price).times(r.weight!).toFixed(2)).toBe(r.totalPrice);
    const total = s.rows.reduce((a, r) => a.plus(r.totalPrice), new Decimal(0));
    expect(s.totalAmount).toBe(total.toFixed(2));
    expect(s.downpaymentRate).toBe('30');
    expect(new Decimal(s.fee.shipperServiceAmount).plus(s.fee.buyerServiceAmount).toFixed(2)).toBe(
      s.fee.platformServiceAmount,
    );
    expect(new Decimal(s.fee.shipperProportionRate).plus(s.fee.buyerProportionRate).toNumber()).toBe(100);
  });

  it('prints the platform’s configured fee and remittance account when given, never a made-up account', () => {
    expect(sampleContractInput(template).remittance).toEqual({ accountName: '', bankName: '', account: '' });
    const s = sampleContractInput(template, {
      config: { proportionType: 1, proportionWeight: '2', saleRate: '50' },
      remittance: {
        accountName: '中原仓单服务平台有限公司',
        bankName: '建行金水支行',
        account: '41050188000000001234',
      },
    });
    expect(s.remittance.account).toBe('41050188000000001234');
    // 136.24 t × 2 × 50 / 100 = 136.24
    expect(s.fee).toMatchObject({ proportionType: 1, platformServiceAmount: '136.24', proportionInfo: null });
    expect(text(contractSections(s).at(-1)!).paragraphs).toContain('账号：41050188000000001234');
  });

  it('renders into the whole document: goods, fee, the template’s three clauses, remittance', () => {
    const sections = contractSections(sampleContractInput(template));
    expect(sections.map((x) => `${x.number}${x.title}`)).toEqual([
      `一、${contractDocumentText.sections.goods}`,
      `二、${contractDocumentText.sections.settlement}`,
      '三、交货',
      '四、验收',
      '五、争议解决',
      `六、${contractDocumentText.sections.remittance}`,
    ]);
    expect(text(sections[2]!).paragraphs).toEqual(['供方应于合同生效后三日内办理仓单过户。', '过户完成即视为交货。']);
  });
});
