import { PDFDocument } from '@cantoo/pdf-lib';
import { type ContractDocumentInput, contractDocumentText, sampleContractInput } from '@kc/domain/contract/document';
import { describe, expect, it } from 'vitest';
import { compact, pageTexts } from '../../platform/pdf/pdf-inspect';
import { renderContractPdf } from './contract-pdf';

/** The contract PDF laid out as a contract reads (spec 2 §2): no database, the document alone. */
const template = {
  name: '棉花仓单买卖合同',
  listDetail: [
    {
      display: '质量标准',
      content: '按国家标准执行；供方对所售货物的质量负责。\n如有异议，需方应在收货后十五日内书面提出。',
    },
    { display: '交货方式', content: '仓单过户即视为交货完成。' },
    { display: '违约责任', content: '任何一方违约，应向守约方支付合同总价百分之五的违约金。' },
    { display: '争议解决', content: '协商不成的，任何一方可向签订地人民法院提起诉讼。' },
  ],
};
const platform = {
  config: { proportionType: 0, proportionRate: '0.3', saleRate: '80' },
  remittance: {
    accountName: '中原仓单服务平台有限公司',
    bankName: '中国建设银行郑州金水支行',
    account: '41050188000000001234',
  },
};
const base = sampleContractInput(template, platform);

const ATTRS = [
  '产地',
  '等级',
  '颜色级',
  '马克隆值',
  '长度',
  '断裂比强度',
  '长度整齐度',
  '含杂率',
  '回潮率',
  '轧工质量',
  '批号',
];

/** `n` receipt rows of cotton with `attrs` attribute columns each. */
const withRows = (n: number, attrs: number): ContractDocumentInput => ({
  ...base,
  rows: Array.from({ length: n }, (_, i) => ({
    name: '新疆机采细绒棉',
    billCode: `WR20261105${String(100000 + i)}`,
    attrs: ATTRS.slice(0, attrs).map((label, j) => ({ label, value: j === 0 ? '新疆阿克苏' : `${j}.${i % 10}` })),
    price: '16500.00',
    weight: '45.32100',
    weightUnit: '吨',
    quantity: '200',
    numberUnit: '包',
    totalPrice: '747796.50',
  })),
  totalAmount: (747796.5 * n).toFixed(2),
});

const render = (input: ContractDocumentInput) =>
  renderContractPdf({
    ...input,
    statusName: '双方已确认，待签章',
    verifyUrl: 'https://kc.example.com/contract/verify/x',
  });

/** Every line of every page, as a reader sees them. */
const linesOf = async (pdf: Uint8Array) => (await pageTexts(pdf)).map((p) => p.split('\n'));

/** Whether each text appears whole on one line somewhere (a code or an amount broken across lines does not). */
const wholeOnALine = (pages: string[][], text: string) => pages.some((lines) => lines.some((l) => l.includes(text)));

describe('the contract PDF reads like a contract', () => {
  it('a short contract: receipt codes and amounts stay on one line; the signature block stays with the last clause', async () => {
    const { pdf, sealPlaces } = await render(base);
    const pages = await linesOf(pdf);
    for (const r of base.rows) {
      expect(wholeOnALine(pages, r.billCode!), r.billCode!).toBe(true);
      expect(wholeOnALine(pages, '16,500.00')).toBe(true);
    }
    for (const amount of ['747,780.00', '740,355.00', '759,825.00', '2,247,960.00']) {
      expect(wholeOnALine(pages, amount), amount).toBe(true);
    }
    // The last clause (the remittance account), the closing clause, both signature blocks and both seal places on
    // one page.
    const last = pages.findIndex((lines) => compact(lines.join('')).includes(contractDocumentText.sections.remittance));
    const text = compact(pages[last]!.join(''));
    expect(text).toContain('账号：41050188000000001234');
    expect(text).toContain(compact(contractDocumentText.footer));
    expect(text).toContain('委托代理人：张建国');
    expect(text).toContain('委托代理人：李晓梅');
    expect(text).toContain('供方（盖章）');
    expect(sealPlaces.shipper!.page).toBe(last);
    expect(sealPlaces.buyer!.page).toBe(last);
    // Every page's foot names the contract.
    for (const lines of pages) expect(lines.join('\n')).toContain(`合同编号：${base.code}`);
  });

  it('a long table is set smaller and still keeps every code and amount whole', async () => {
    const input = withRows(40, 4);
    const { pdf, pageCount } = await render(input);
    const pages = await linesOf(pdf);
    for (const r of input.rows) expect(wholeOnALine(pages, r.billCode!), r.billCode!).toBe(true);
    expect(wholeOnALine(pages, '29,911,860.00')).toBe(true);
    // Upright pages only: four attributes fit beside the figures.
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPages().every((p) => p.getWidth() < p.getHeight())).toBe(true);
    expect(pageCount).toBeLessThanOrEqual(5);
  });

  it('a category with many attributes keeps goods and money in clause 一 and moves the attributes to a landscape annex', async () => {
    const input = withRows(60, ATTRS.length);
    const { pdf, sealPlaces } = await render(input);
    const doc = await PDFDocument.load(pdf);
    const pages = await linesOf(pdf);
    for (const r of input.rows) expect(wholeOnALine(pages, r.billCode!), r.billCode!).toBe(true);
    expect(wholeOnALine(pages, '44,867,790.00')).toBe(true);
    const annexAt = pages.findIndex((lines) => lines.some((l) => l.includes('附件：货物规格明细')));
    expect(annexAt).toBeGreaterThan(sealPlaces.shipper!.page);
    const sizes = doc.getPages().map((p) => [p.getWidth(), p.getHeight()] as const);
    // Upright up to the signatures, on its side from the annex on.
    for (const [i, [w, h]] of sizes.entries()) expect(w > h, `page ${i + 1}`).toBe(i >= annexAt);
    const annex = compact(pages.slice(annexAt).flat().join(''));
    for (const label of ATTRS) expect(annex).toContain(label);
    expect(annex).toContain(`合同编号：${input.code}`);
    // Clause 一 says where the attributes went.
    expect(compact(pages.slice(0, annexAt).flat().join(''))).toContain('见本合同附件《货物规格明细》');
  });

  it('a few rows of a category with many attributes print them right below the table, upright, values whole', async () => {
    const input = withRows(3, ATTRS.length);
    input.rows = input.rows.map((r) => ({
      ...r,
      attrs: [...r.attrs.slice(0, -1), { label: '批号', value: '65001251021' }],
    }));
    const { pdf } = await render(input);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPages().every((p) => p.getWidth() < p.getHeight())).toBe(true);
    const pages = await linesOf(pdf);
    expect(wholeOnALine(pages, '65001251021')).toBe(true);
    const text = compact(pages.flat().join(''));
    expect(text).toContain('各行货物的规格属性（按序号与上表对应）：');
    expect(text).not.toContain('附件');
    for (const label of ATTRS) expect(text).toContain(label);
  });

  it('a heading is never left alone at the foot of a page', async () => {
    // The sample's receipt repeated: at these lengths a clause's heading used to end a page, its text on the next.
    const repeated = (n: number) => ({
      ...base,
      rows: Array.from({ length: n }, (_, i) => ({ ...base.rows[0]!, billCode: `WR20261105${100000 + i}` })),
    });
    for (const input of [1, 20, 22, 26].map(repeated)) {
      const pages = await linesOf((await render(input)).pdf);
      for (const [i, lines] of pages.entries()) {
        // The foot (合同编号, 第 n 页; the closing clause where a foot used to print it) is no content.
        const foot = (l: string) =>
          l.startsWith('合同编号：') ||
          /^第 \d+ 页/.test(l) ||
          compact(contractDocumentText.footer).includes(compact(l));
        const content = lines.filter((l) => !foot(l));
        expect(content.at(-1), `page ${i + 1}`).not.toMatch(/^[一二三四五六七八九十]+、/);
      }
    }
  });
});
