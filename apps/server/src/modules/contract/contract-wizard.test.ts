import { formatDate, inputReasonOf } from '@kc/domain';
import {
  type ContractDetail,
  type ContractMoveAnswer,
  contractMessages,
  type contractReceiptOption,
  contractRefusals,
  type ProportionConfigAnswer,
} from '@kc/domain/contract/contract';
import { contractDocumentText } from '@kc/domain/contract/document';
import { enterpriseRefusals } from '@kc/domain/enterprise/refusals';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { compact, pageTexts, popplerTexts } from '../../platform/pdf/pdf-inspect';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import {
  contractPayloadOf,
  customRow,
  ensureLookupTables,
  makeListing,
  makeTemplate,
  materialByCode,
  type PayloadInput,
  receiptsInEffect,
} from '../../test/fixtures/contract';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { receipt } from '../receipt';
import { contract, contractDetail, proportionConfig } from './contract.table';

const BASE = '/api/kc-flrk/contract';
type Option = z.infer<typeof contractReceiptOption>;
const reasons = contractRefusals.reasons;
const m = contractMessages;

let t: TestApp;
let db: Db;
let shipper: string;
let buyer: string;
let shipperId: string;
let buyerId: string;
let foreignId: string;
let cotton: PayloadInput['material'];
let steel: PayloadInput['material'];
let cottonTemplate: string;
let steelTemplate: string;
let buyerCard: { id: string; name: string; code: string };
let shipperCard: { id: string; name: string; code: string };

const payload = (over: Partial<PayloadInput> = {}) =>
  contractPayloadOf({
    material: cotton,
    templateId: cottonTemplate,
    products: [customRow()],
    counterparty: buyerCard,
    ...over,
  });
/** A saved contract's id: stash and submit answer the contract and its new status. */
const savedId = async (res: Parameters<typeof dataOf>[0]) => (await dataOf<ContractMoveAnswer>(res)).id;
const submit = (over: Partial<PayloadInput> = {}, token = shipper) => t.post(token, `${BASE}/submit`, payload(over));
const stash = (over: Partial<PayloadInput> = {}, token = shipper) => t.post(token, `${BASE}/stash`, payload(over));
/**
 * A refusal of the wizard's form in the spec's words, with the reason of the rule it names (the contract's input
 * rules; a generic one, as a text past its length, answers contract.invalid_form).
 */
const refusedWith = async (
  over: Partial<PayloadInput>,
  message: string,
  reason: string = inputReasonOf(message, 'contract') ?? reasons.invalidForm,
) => {
  expectRefusal(await submit(over), 400, reason, message);
};
/** The text of a stored PDF: poppler's reading where installed, else pdf-lib's. */
const pdfText = async (fileId: string) => {
  const bytes = new Uint8Array((await t.ctx.files.read(fileId))!);
  return popplerTexts(bytes) ?? pageTexts(bytes);
};
const rowOf = async (id: string) => (await db.select().from(contract).where(eq(contract.id, id)))[0]!;
const contractCount = async () => (await db.select({ n: count() }).from(contract))[0]!.n;
const dayAfter = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000))!;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await ensureLookupTables(db);
  shipper = await t.login('shipper');
  buyer = await t.login('buyer');
  shipperId = await enterpriseOfAccount(db, 'shipper');
  buyerId = await enterpriseOfAccount(db, 'buyer');
  foreignId = await createEnterprise(db, { name: '外部测试棉业有限公司' });
  const c = await materialByCode(db, 'MH001');
  const s = await materialByCode(db, 'GC001');
  cotton = { id: c.id, name: c.name, pricingMode: c.pricingMode };
  steel = { id: s.id, name: s.name, pricingMode: s.pricingMode };
  cottonTemplate = await makeTemplate(db, [c.id]);
  steelTemplate = await makeTemplate(db, [s.id], '钢材买卖合同');
  buyerCard = { id: buyerId, name: '浙江锦华纺织有限公司', code: 'MF0001' };
  shipperCard = { id: shipperId, name: '江苏恒丰棉业有限公司', code: 'HZ0001' };
});
afterAll(async () => t?.close());

describe('step 1: side, category, template (spec 2 §5)', () => {
  it('refuses a contractInfo that is not JSON', async () => {
    const res = await t.post(shipper, `${BASE}/submit`, { ...payload(), contractInfo: '{not json' });
    expectRefusal(res, 400, reasons.infoNotJson);
  });

  it('names the first missing choice in the spec’s words', async () => {
    await refusedWith({ info: { companyType: undefined } }, m.selectSide, reasons.selectSide);
    await refusedWith({ info: { productForm: 5 } }, m.selectProductForm);
    await refusedWith({ info: { materialSelect: undefined } }, m.selectCategory);
    await refusedWith({ info: { templateSelect: undefined } }, '请选择合同模板！');
  });

  it('takes an existing category, and a template that serves it', async () => {
    await refusedWith(
      { material: { ...cotton, id: '999999999' } },
      '产品类别不存在或已停用',
      reasons.categoryUnavailable,
    );
    await refusedWith({ templateId: steelTemplate }, '合同模板不存在或不适用于该产品类别', reasons.templateUnavailable);
    await refusedWith({ templateId: '999999999' }, '合同模板不存在或不适用于该产品类别', reasons.templateUnavailable);
  });

  it('forces the demander to custom goods', async () => {
    expectRefusal(
      await submit({ companyType: 1, productForm: 0, counterparty: shipperCard, counterpartySide: 'shipper' }, buyer),
      400,
      reasons.demanderCustomOnly,
      m.demanderCustomOnly,
    );
  });

  it('needs an approved enterprise of one’s own', async () => {
    const { token: none } = await t.newUser('no-enterprise', { roleAliases: ['shipper'] });
    expectRefusal(await submit({}, none), 403, reasons.noEnterprise);
    const pending = await createEnterprise(db, { status: 2, approvedTime: null });
    const { token } = await t.newUser('pending-shipper', { roleAliases: ['shipper'], postId: pending });
    expectRefusal(
      await submit({}, token),
      403,
      enterpriseRefusals.reasons.ownNotApproved,
      '本企业尚未通过认证，不能办理业务',
    );
  });

  it('keeps the category’s pricing mode, not the client’s', async () => {
    const id = await savedId(submit({ info: { materialSelect: { ...cotton, pricingMode: 1 } } }));
    const row = await rowOf(id);
    expect(row.pricingMode).toBe(0);
    expect(row.contractInfo.materialSelect).toMatchObject({ id: cotton.id, name: '棉花', pricingMode: 0 });
  });
});

describe('step 2: products (spec 2 §5)', () => {
  it('requires rows of the chosen basis', async () => {
    await refusedWith({ productForm: 0, products: [] }, '请选择仓单！');
    await refusedWith({ productForm: 1, products: [] }, '请选择上架货物！');
    await refusedWith({ productForm: 2, products: [] }, '请添加产品！');
  });

  it('checks each cell, name, price and figure with the spec’s message', async () => {
    const attrs = (value: string) => [{ attrCode: 'grade', attrName: '等级', value }];
    await refusedWith({ products: [customRow({ attrs: attrs('') })] }, '请填写等级');
    await refusedWith({ products: [customRow({ attrs: attrs('级'.repeat(101)) })] }, '等级不能超过100个字符');
    await refusedWith({ products: [customRow({ name: '' })] }, '请填写产品名称');
    await refusedWith({ products: [customRow({ name: '棉'.repeat(201) })] }, '产品名称不能超过200个字符');
    await refusedWith({ products: [customRow({ price: null })] }, '请填写单价');
    await refusedWith({ products: [customRow({ price: '10000000' })] }, '请填写大于0，小于1000,0000的数字');
    await refusedWith({ products: [customRow({ price: '12.345' })] }, '请填写大于0，小于1000,0000的数字');
    await refusedWith({ products: [customRow({ total_weight: null })] }, '请填写重量');
    await refusedWith({ products: [customRow({ total_weight: '0' })] }, '请填写大于0，小于1,0000,0000的数字');
    await refusedWith({ products: [customRow({ total_weight: '123456789' })] }, '请填写大于0，小于1,0000,0000的数字');
    await refusedWith({ products: [customRow({ total_quantity: '1.123456' })] }, '请填写大于0，小于1,0000,0000的数字');
    await refusedWith(
      { material: steel, templateId: steelTemplate, products: [customRow({ total_quantity: null })] },
      '请填写数量',
    );
  });

  it('keeps the contract total below one billion', async () => {
    await refusedWith(
      { products: [customRow({ price: '9999999', total_weight: '99999999' })] },
      '合同总价不能超过十亿！',
    );
  });
});

describe('step 3: the terms (spec 2 §5)', () => {
  it('needs a counterparty that exists, is approved and is not oneself', async () => {
    await refusedWith({ counterparty: null }, '请选择企业', reasons.selectEnterprise);
    expectRefusal(await submit({ counterparty: null, searchCode: 'NO-SUCH' }), 404, reasons.counterpartyNotFound);
    expectRefusal(await submit({ counterparty: { id: '999999999' } }), 404, reasons.counterpartyNotFound);
    await refusedWith({ counterparty: shipperCard }, '供需双方不能为同一企业', reasons.sameEnterprise);
    const pending = await createEnterprise(db, { status: 2, approvedTime: null, code: 'PENDING-1' });
    await refusedWith(
      { counterparty: { id: pending } },
      '对方企业尚未通过认证，不能签订合同',
      reasons.counterpartyNotApproved,
    );
    // By code alone (the form's searchCode): the demo buyer.
    const id = await savedId(submit({ counterparty: null, searchCode: 'MF0001' }));
    const row = await rowOf(id);
    expect({ shipperId: row.shipperId, buyerId: row.buyerId }).toEqual({ shipperId, buyerId });
    expect(row.contractInfo.detailForm.buyerEnterprise).toEqual(buyerCard);
    expect(row.contractInfo.detailForm.shipperEnterprise).toEqual(shipperCard);
  });

  it('checks the signing place, date and window, amounts, shares and bank fields', async () => {
    await refusedWith({ form: { signingAddress: '' } }, '请填写签订地点');
    await refusedWith({ form: { signingAddress: '地'.repeat(101) } }, '签订地点不能超过100个字符');
    await refusedWith({ form: { signingDate: '' } }, '请选择签订时间');
    await refusedWith(
      { form: { signingDate: dayAfter(-1) } },
      '签订时间只能选择今天起30天内',
      reasons.signingDateRange,
    );
    await refusedWith(
      { form: { signingDate: dayAfter(31) } },
      '签订时间只能选择今天起30天内',
      reasons.signingDateRange,
    );
    await refusedWith({ form: { downpaymentTotal: '12.345' } }, '请填写大于等于0，保留两位小数的数字');
    await refusedWith({ form: { paymentTotal: '-1' } }, '请填写大于等于0，保留两位小数的数字');
    await refusedWith({ form: { downpaymentRate: '100.01' } }, '首付比例须为0到100之间、最多两位小数的数字');
    await refusedWith({ form: { downpaymentRate: '12.345' } }, '首付比例须为0到100之间、最多两位小数的数字');
    await refusedWith({ shipperRate: 101, buyerRate: 0 }, '手续费比例须为0到100之间的数字');
    await refusedWith({ form: { shipperBankName: '行'.repeat(101) } }, '供方开户行不能超过100个字符');
    const id = await savedId(submit({ form: { signingDate: dayAfter(30) } }));
    expect((await rowOf(id)).contractInfo.detailForm.signingDate).toBe(`${dayAfter(30)} 00:00:00`);
  });

  it('lets each side set its own bank fields only', async () => {
    const id = await savedId(
      submit({
        form: {
          shipperBankName: '供方开户行',
          shipperBankAccount: '6222',
          buyerBankName: '代填',
          buyerBankAccount: '1',
        },
      }),
    );
    expect((await rowOf(id)).contractInfo.detailForm).toMatchObject({
      shipperBankName: '供方开户行',
      shipperBankAccount: '6222',
      buyerBankName: null,
      buyerBankAccount: null,
    });
    await dataOf(
      submit(
        {
          id,
          counterparty: shipperCard,
          counterpartySide: 'shipper',
          form: {
            shipperBankName: '篡改',
            shipperBankAccount: '0',
            buyerBankName: '需方开户行',
            buyerBankAccount: '9558',
          },
        },
        buyer,
      ),
    );
    expect((await rowOf(id)).contractInfo.detailForm).toMatchObject({
      shipperBankName: '供方开户行',
      shipperBankAccount: '6222',
      buyerBankName: '需方开户行',
      buyerBankAccount: '9558',
    });
  });
});

describe('the bank fields and deputies of each side (spec 2 §3, §5)', () => {
  it('a side sends its terms only with its own bank and account; a draft may wait for them', async () => {
    for (const form of [{ shipperBankName: null }, { shipperBankAccount: '  ' }]) {
      expectRefusal(await submit({ form }), 400, reasons.ownBankMissing, '请先填写本方开户行和账号，再提交合同');
    }
    const draft = await savedId(stash({ form: { shipperBankName: null, shipperBankAccount: null } }));
    expect((await rowOf(draft)).status).toBe(8);
  });

  it('each side writes its own 委托代理人 only, and both print on the document', async () => {
    const id = await savedId(submit({ form: { shipperDeputy: '张建国', buyerDeputy: '代填' } }));
    expect((await rowOf(id)).contractInfo.detailForm).toMatchObject({ shipperDeputy: '张建国', buyerDeputy: null });
    await dataOf(
      submit(
        {
          id,
          counterparty: shipperCard,
          counterpartySide: 'shipper',
          form: { shipperDeputy: '篡改', buyerDeputy: '李晓梅', buyerBankName: '需方开户行', buyerBankAccount: '9558' },
        },
        buyer,
      ),
    );
    const row = await rowOf(id);
    expect(row.contractInfo.detailForm).toMatchObject({ shipperDeputy: '张建国', buyerDeputy: '李晓梅' });
    await refusedWith({ form: { shipperDeputy: '张'.repeat(101) } }, '供方委托代理人不能超过100个字符');
    const text = compact((await pdfText(row.fileId!)).join(''));
    expect(text).toContain('委托代理人：张建国');
    expect(text).toContain('委托代理人：李晓梅');
  });
});

describe('down payment and balance (spec 2 §3): money the server derives from the total and the rate', () => {
  // 16,000.00 × 41.4435 t = 663,096.00
  const big = [customRow({ price: '16000', total_weight: '41.4435' })];

  it('663,096.00 at 30 %: stores 198,928.80 down and 464,167.20 balance, and the PDF prints that balance', async () => {
    const id = await savedId(submit({ products: big, form: { downpaymentRate: '30' } }));
    const row = await rowOf(id);
    expect(row.totalAmount).toBe('663096.00');
    expect(row.contractInfo.detailForm).toMatchObject({
      downpaymentRate: '30',
      downpaymentTotal: '198928.80',
      paymentTotal: '464167.20',
    });
    // Clause 二 read back from the PDF (poppler's reading where installed, pdf-lib's otherwise).
    const text = compact((await pdfText(row.fileId!)).join(''));
    expect(text).toContain(
      compact(
        '预付款为合同总价的30%，计人民币198,928.80元（人民币壹拾玖万捌仟玖佰贰拾捌元捌角整），余款人民币464,167.20元',
      ),
    );
    expect(text).not.toContain('余款人民币663,096.00元');
  });

  it('refuses a payload whose down payment or balance differs, and stores nothing', async () => {
    const before = await contractCount();
    const message = '首付金额或余款与合同总价及首付比例不符，请刷新后重新提交';
    // The figure the old form took: 付款总额 typed as the whole total.
    for (const form of [
      { downpaymentRate: '30', paymentTotal: '663096.00' },
      { downpaymentRate: '30', downpaymentTotal: '198928.81' },
      { downpaymentRate: '30', downpaymentTotal: null },
      { downpaymentRate: '30', paymentTotal: null },
      { downpaymentRate: null, downpaymentTotal: '100.00' },
    ]) {
      expectRefusal(await submit({ products: big, form }), 400, reasons.paymentMismatch, message);
    }
    expect(await contractCount()).toBe(before);
    // '198928.8' is the same figure as '198928.80'.
    await dataOf(submit({ products: big, form: { downpaymentRate: '30', downpaymentTotal: '198928.8' } }));
  });

  it('without a down payment (rate empty or 0) the balance is the whole total and clause 二 says so', async () => {
    for (const downpaymentRate of [null, '0']) {
      const id = await savedId(submit({ products: big, form: { downpaymentRate } }));
      const row = await rowOf(id);
      expect(row.contractInfo.detailForm).toMatchObject({ downpaymentTotal: null, paymentTotal: '663096.00' });
      const text = compact((await pdfText(row.fileId!)).join(''));
      expect(text).toContain(compact(contractDocumentText.noDownpayment));
      expect(text).not.toContain('余款');
    }
  });
});

describe('fees (spec 2 §9): recomputed on every submit, a tampered figure refused', () => {
  const useConfig = (v: Partial<typeof proportionConfig.$inferInsert>) =>
    db.insert(proportionConfig).values({
      proportionType: 0,
      enterpriseName: '中原仓单服务平台有限公司',
      bankName: '中国建设银行股份有限公司郑州金水支行',
      account: '41050188000000001234',
      ...v,
    });

  it('type 0 (the seeded default): amount × 0.3 × 80 / 10000, shared 30 / 70', async () => {
    const id = await savedId(submit());
    // 15800 × 25.5 = 402900.00; × 0.3 × 80 / 10000 = 966.96; 30 % = 290.088 → 290.09; 70 % = 676.872 → 676.87
    expect(await rowOf(id)).toMatchObject({
      totalAmount: '402900.00',
      platformServiceAmount: '966.96',
      shipperServiceAmount: '290.09',
      buyerServiceAmount: '676.87',
      shipperServiceStatus: 0,
      buyerServiceStatus: 0,
      platformProportion: '0.3000',
    });
    const form = (await rowOf(id)).contractInfo.detailForm as Record<string, unknown>;
    expect(form).toMatchObject({
      proportionTotal: '966.96',
      shipperProportionTotal: '290.09',
      buyerProportionTotal: '676.87',
      weightTotal: '25.5',
      proportionConfig: {
        proportionType: 0,
        proportionRate: '0.3',
        saleRate: '80',
        enterprise: { name: '中原仓单服务平台有限公司' },
      },
    });
    const rows = await db.select().from(contractDetail).where(eq(contractDetail.contractId, id));
    expect(rows.map((r) => [r.totalQuantity, r.price, r.totalAmount])).toEqual([['25.50000', '15800.00', '402900.00']]);
  });

  it('refuses a tampered total or service amount, compared as decimals', async () => {
    const before = await contractCount();
    await refusedWith(
      { figures: { totalAmount: '402900.01' } },
      '合同金额与产品明细不符，请刷新后重新提交',
      reasons.amountMismatch,
    );
    await refusedWith(
      { figures: { platformServiceAmount: '966.95' } },
      '手续费金额与平台手续费配置不符，请刷新后重新提交',
      reasons.feeMismatch,
    );
    await refusedWith(
      { figures: { shipperServiceAmount: '0' } },
      '手续费金额与平台手续费配置不符，请刷新后重新提交',
      reasons.feeMismatch,
    );
    await refusedWith(
      { figures: { buyerServiceAmount: '676.88' } },
      '手续费金额与平台手续费配置不符，请刷新后重新提交',
      reasons.feeMismatch,
    );
    expect(await contractCount()).toBe(before);
    // '402900' and '966.960' are the same figures.
    await dataOf(submit({ figures: { totalAmount: '402900', platformServiceAmount: '966.960' } }));
  });

  it('type 1 by weight, and by quantity for a category priced by count; type 2 charges nothing', async () => {
    await useConfig({ proportionType: 1, proportionRate: '0', proportionWeight: '2.5', saleRate: '80' });
    const byWeight = { proportionType: 1, proportionWeight: '2.5', saleRate: '80' };
    const a = await savedId(submit({ config: byWeight }));
    // 25.5 × 2.5 × 80 / 100 = 51.00; 30 % 15.30, 70 % 35.70
    expect(await rowOf(a)).toMatchObject({
      platformServiceAmount: '51.00',
      shipperServiceAmount: '15.30',
      buyerServiceAmount: '35.70',
      platformProportion: '2.5000',
    });
    const b = await savedId(
      submit({
        material: steel,
        templateId: steelTemplate,
        products: [customRow({ name: '螺纹钢', price: '4200', total_quantity: '120' })],
        config: byWeight,
        shipperRate: 0,
        buyerRate: 100,
      }),
    );
    // 4200 × 120 = 504000.00; 120 × 2.5 × 80 / 100 = 240.00, all the demander's
    expect(await rowOf(b)).toMatchObject({
      pricingMode: 1,
      totalAmount: '504000.00',
      weightTotal: '120.00000',
      platformServiceAmount: '240.00',
      shipperServiceAmount: '0.00',
      buyerServiceAmount: '240.00',
      shipperServiceStatus: 2,
      buyerServiceStatus: 0,
    });
    const details = await db.select().from(contractDetail).where(eq(contractDetail.contractId, b));
    expect(details[0]!.totalQuantity).toBe('120.00000');
    // The configuration the client computed with is no longer in force: its figures are refused.
    await useConfig({ proportionType: 2, saleRate: '100' });
    await refusedWith({ config: byWeight }, '手续费金额与平台手续费配置不符，请刷新后重新提交', reasons.feeMismatch);
    const c = await savedId(submit({ config: { proportionType: 2 } }));
    expect(await rowOf(c)).toMatchObject({
      platformServiceAmount: '0.00',
      shipperServiceAmount: '0.00',
      buyerServiceAmount: '0.00',
      shipperServiceStatus: 2,
      buyerServiceStatus: 2,
    });
    expect((await dataOf<ProportionConfigAnswer>(t.get(buyer, `${BASE}/proportionConfig`))).proportionType).toBe(2);
    await useConfig({ proportionType: 0, proportionRate: '0.3', saleRate: '80' });
  });
});

describe('receipts in a contract (ARCHITECTURE §11, spec 2 §2 step 2)', () => {
  const receiptRow = (billId: string, over: Record<string, unknown> = {}) =>
    customRow({
      billId,
      billCode: null,
      name: '棉花',
      attrs: [],
      total_weight: '25.50',
      total_quantity: '120',
      ...over,
    });

  it('takes the receipt’s own figures and attributes; a client’s weight that differs changes the total', async () => {
    const [billId] = await receiptsInEffect(t.ctx);
    await db
      .update(receipt)
      .set({ attrs: [{ attrCode: 'grade', attrName: '等级', value: '一级', isSplit: 0 }] })
      .where(eq(receipt.id, billId!));
    expectRefusal(
      await submit({ productForm: 0, products: [receiptRow(billId!, { total_weight: '30' })] }),
      400,
      reasons.amountMismatch,
    );
    // The receipt's grade stands whatever the client sends; a contract attribute it does not carry keeps the typed value.
    const typed = [
      { attrCode: 'grade', attrName: '等级', value: '五级' },
      { attrCode: 'packing', attrName: '包装', value: '机采棉包' },
    ];
    const id = await savedId(
      submit({
        productForm: 0,
        products: [receiptRow(billId!, { total_quantity: '1', number_unit: 'x', attrs: typed })],
      }),
    );
    const [row] = await db.select().from(contractDetail).where(eq(contractDetail.contractId, id));
    const code = (await db.select().from(receipt).where(eq(receipt.id, billId!)))[0]!.code;
    expect(row).toMatchObject({ billId, billCode: code, totalQuantity: '25.50000', totalAmount: '402900.00' });
    expect(row!.goodsInfo).toMatchObject({
      total_weight: '25.50',
      total_quantity: '120.00',
      attrs: [
        { attrCode: 'grade', attrName: '等级', value: '一级' },
        { attrCode: 'packing', attrName: '包装', value: '机采棉包' },
      ],
    });
  });

  it('refuses another’s receipt, one not in effect, pledged, or of another category', async () => {
    const [foreign] = await receiptsInEffect(t.ctx, 1, foreignId);
    const [notYet, pledged, ok] = await receiptsInEffect(t.ctx, 3);
    await db.update(receipt).set({ status: 10 }).where(eq(receipt.id, notYet!));
    await db.update(receipt).set({ dgeCcbStatus: 70 }).where(eq(receipt.id, pledged!));
    for (const billId of [foreign!, notYet!, pledged!]) {
      const res = await submit({ productForm: 0, products: [receiptRow(billId)] });
      expectRefusal(res, 409, reasons.receiptUnavailable, /^仓单.+不可用：须为本企业已生效、未冻结的同类别仓单$/);
    }
    const steelRes = await submit({
      material: steel,
      templateId: steelTemplate,
      productForm: 0,
      products: [receiptRow(ok!)],
    });
    expectRefusal(steelRes, 409, reasons.receiptUnavailable);
    // The same receipt twice in one contract.
    expectRefusal(
      await submit({ productForm: 0, products: [receiptRow(ok!), receiptRow(ok!)] }),
      409,
      reasons.receiptUnavailable,
    );
  });

  it('holds a receipt for one live contract: a second is refused until the first is voided', async () => {
    const [billId] = await receiptsInEffect(t.ctx);
    const options = async (q: Record<string, string> = {}) =>
      (await dataOf<Option[]>(t.get(shipper, `${BASE}/billList`, { materialId: cotton.id, ...q }))).map(
        (r: { id: string }) => r.id,
      );
    expect(await options()).toContain(billId);
    const first = await savedId(submit({ productForm: 0, products: [receiptRow(billId!)] }));
    expect(await options()).not.toContain(billId);
    expect(await options({ contractId: first })).toContain(billId);
    const code = (await db.select().from(receipt).where(eq(receipt.id, billId!)))[0]!.code;
    const before = await contractCount();
    expectRefusal(
      await submit({ productForm: 0, products: [receiptRow(billId!)] }),
      409,
      reasons.receiptReserved,
      `仓单${code}已被其他合同或业务占用`,
    );
    expect(await contractCount()).toBe(before);
    // The first contract keeps its own receipt through an edit by the other side.
    await dataOf(
      submit(
        {
          id: first,
          productForm: 0,
          products: [receiptRow(billId!)],
          counterparty: shipperCard,
          counterpartySide: 'shipper',
        },
        buyer,
      ),
    );
    await dataOf(t.post(shipper, `${BASE}/remove`, { ids: first }));
    expect(await options()).toContain(billId);
    await dataOf(submit({ productForm: 0, products: [receiptRow(billId!)] }));
  });

  it('two contracts racing for one receipt: the database lets exactly one hold it', async () => {
    const [billId] = await receiptsInEffect(t.ctx);
    const race = await Promise.all([
      submit({ productForm: 0, products: [receiptRow(billId!)] }),
      submit({ productForm: 0, products: [receiptRow(billId!)] }),
    ]);
    const answers = race.map((r) => r.json() as { code: number; reason?: string });
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.code === 409)?.reason).toBe(reasons.receiptReserved);
  });

  it('a draft that drops its receipts frees them', async () => {
    const [billId] = await receiptsInEffect(t.ctx);
    const id = await savedId(stash({ productForm: 0, products: [receiptRow(billId!)] }));
    await dataOf(stash({ id, productForm: 2, products: [customRow()] }));
    await dataOf(submit({ productForm: 0, products: [receiptRow(billId!)] }));
  });
});

describe('listed goods in a contract', () => {
  it('takes the shipper’s approved listings of the category only', async () => {
    const listed = await makeListing(db, { enterpriseId: shipperId, materialId: cotton.id, name: '新疆长绒棉' });
    const pending = await makeListing(db, {
      enterpriseId: shipperId,
      materialId: cotton.id,
      name: '待审棉',
      auditStatus: 1,
    });
    const others = await makeListing(db, { enterpriseId: foreignId, materialId: cotton.id, name: '他人棉' });
    const row = (goodsId: string, name = '客户端名称') => customRow({ goodsId, name });
    const id = await savedId(submit({ productForm: 1, products: [row(listed)] }));
    const [d] = await db.select().from(contractDetail).where(eq(contractDetail.contractId, id));
    expect(d).toMatchObject({ goodsId: listed, name: '新疆长绒棉', billId: null });
    expectRefusal(
      await submit({ productForm: 1, products: [row(pending, '待审棉')] }),
      409,
      reasons.listingUnavailable,
      '上架货物“待审棉”不可用：须为本企业审核通过的同类别货物',
    );
    expectRefusal(await submit({ productForm: 1, products: [row(others)] }), 409, reasons.listingUnavailable);
    expectRefusal(
      await submit({ material: steel, templateId: steelTemplate, productForm: 1, products: [row(listed)] }),
      409,
      reasons.listingUnavailable,
    );
  });
});

describe('lookups (spec 2 §7)', () => {
  it('finds an approved enterprise by its code', async () => {
    expect(await dataOf(t.get(shipper, `${BASE}/enterpriseByCode`, { code: 'MF0001' }))).toEqual(buyerCard);
    expectRefusal(
      await t.get(shipper, `${BASE}/enterpriseByCode`, { code: 'NO-SUCH' }),
      404,
      reasons.counterpartyNotFound,
      '未找到该企业，请核对企业编码',
    );
    await createEnterprise(db, { status: 3, approvedTime: null, code: 'REJECTED-1' });
    expectRefusal(
      await t.get(shipper, `${BASE}/enterpriseByCode`, { code: 'REJECTED-1' }),
      400,
      reasons.counterpartyNotApproved,
    );
    expectRefusal(
      await t.get(shipper, `${BASE}/enterpriseByCode`, { code: '' }),
      400,
      reasons.selectEnterprise,
      '请选择企业',
    );
  });

  it('lists the caller’s receipts in effect of a category', async () => {
    const [mine] = await receiptsInEffect(t.ctx);
    const [theirs] = await receiptsInEffect(t.ctx, 1, foreignId);
    const list = await dataOf<Option[]>(t.get(shipper, `${BASE}/billList`, { materialId: cotton.id }));
    const ids = list.map((r: { id: string }) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(list.find((r: { id: string }) => r.id === mine)).toMatchObject({
      materialName: '棉花',
      warehouseName: '河南豫通棉花仓储有限公司',
      totalWeight: '25.50',
    });
    const code = list.find((r) => r.id === mine)!.code;
    expect((await dataOf<Option[]>(t.get(shipper, `${BASE}/billList`, { materialId: cotton.id, code }))).length).toBe(
      1,
    );
    expect(await dataOf<Option[]>(t.get(shipper, `${BASE}/billList`, { materialId: steel.id }))).toEqual([]);
    expect(await dataOf<Option[]>(t.get(buyer, `${BASE}/billList`, { materialId: cotton.id }))).toEqual([]);
  });

  it('answers the fee configuration in force, or the default when the tenant has none', async () => {
    const config = await dataOf<ProportionConfigAnswer>(t.get(shipper, `${BASE}/proportionConfig`));
    expect(config).toMatchObject({
      proportionType: 0,
      proportionRate: '0.3',
      saleRate: '80',
      enterprise: { name: '中原仓单服务平台有限公司' },
      bankName: '中国建设银行股份有限公司郑州金水支行',
      account: '41050188000000001234',
    });
    expect(config.id).not.toBeNull();
    await db.update(proportionConfig).set({ isDeleted: 1 });
    expect(await dataOf<ProportionConfigAnswer>(t.get(shipper, `${BASE}/proportionConfig`))).toMatchObject({
      id: null,
      proportionType: 0,
      proportionRate: '0.3',
      saleRate: '80',
    });
    // A contract still computes with the default.
    await dataOf(submit());
    await db.update(proportionConfig).set({ isDeleted: 0 });
  });

  it('answers the caller’s own bank fields only', async () => {
    expect(await dataOf(t.get(shipper, `${BASE}/defaultBankInfo`, { enterpriseId: shipperId }))).toEqual({
      bankName: '中国建设银行南京玄武支行',
      account: '32050159360000001234',
    });
    expectRefusal(await t.get(buyer, `${BASE}/defaultBankInfo`, { enterpriseId: shipperId }), 404, 'access.not_found');
  });

  it('answers the detail with the form as JSON, the rows, the verification path', async () => {
    const id = await savedId(submit());
    const d = await dataOf<ContractDetail>(t.get(buyer, `${BASE}/detail`, { id }));
    expect(JSON.parse(d.contractInfo).detailForm.buyerEnterprise).toEqual(buyerCard);
    expect(d.contractDetails).toHaveLength(1);
    expect(JSON.parse(d.contractDetails[0]!.goodsInfo)).toMatchObject({ name: '新疆机采棉', totalPrice: '402900.00' });
    expect(d.verifyPath).toMatch(/^\/contract\/verify\/[A-Za-z0-9_-]{22}$/);
    // The document is rendered at submit: the buyer gets a signed link to it.
    expect(d.contractFile).toMatch(/^\/api\/kc-resource\/oss\/endpoint\/file\//);
    expect(d.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(d).toMatchObject({
      templateName: expect.stringContaining('棉花仓单买卖合同'),
      materialName: '棉花',
      myParty: 'buyer',
      progress: 0,
    });
  });
});
