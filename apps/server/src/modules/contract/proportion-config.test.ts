import { feeConfigMessages } from '@kc/domain/payment/fee-config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import {
  contractPayloadOf,
  customRow,
  makeTemplate,
  materialByCode,
  type PayloadInput,
} from '../../test/fixtures/contract';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { contract } from './contract.table';

const BASE = '/api/kc-flrk/proportionConfig';
let t: TestApp;
let tok: Record<'shipper' | 'buyer' | 'platform', string>;
let material: PayloadInput['material'];
let templateId: string;
let buyerCard: { id: string; name: string; code: string };

const byWeight = {
  proportionType: 1,
  proportionRate: '0',
  proportionWeight: '2.5',
  saleRate: '90',
  enterpriseName: '中原仓单服务平台有限公司',
  bankName: '中国工商银行郑州分行',
  account: '1702000000000000001',
};

beforeAll(async () => {
  t = await createTestApp();
  tok = { shipper: await t.login('shipper'), buyer: await t.login('buyer'), platform: await t.login('platform') };
  const cotton = await materialByCode(t.database.db, 'MH001');
  material = { id: cotton.id, name: cotton.name, pricingMode: cotton.pricingMode };
  templateId = await makeTemplate(t.database.db, [cotton.id]);
  buyerCard = { id: await enterpriseOfAccount(t.database.db, 'buyer'), name: '浙江锦华纺织有限公司', code: 'MF0001' };
});
afterAll(async () => t?.close());

describe('platform fee configuration', () => {
  it('only the platform changes it or reads its history; the parties read the one in force', async () => {
    expectRefusal(await t.post(tok.shipper, `${BASE}/submit`, byWeight), 403, 'access.forbidden');
    expectRefusal(await t.get(tok.buyer, `${BASE}/page`), 403, 'access.forbidden');
    const inForce = await dataOf<{ proportionType: number; saleRate: string }>(t.get(tok.buyer, `${BASE}/detail`));
    expect(inForce).toMatchObject({ proportionType: 0, proportionRate: '0.3', saleRate: '80' });
  });

  it('refuses a rate above 100, a negative fee, a missing account, each with its message', async () => {
    expectRefusal(
      await t.post(tok.platform, `${BASE}/submit`, { ...byWeight, proportionRate: '100.5' }),
      400,
      'fee-config.rate_invalid',
      feeConfigMessages.proportionRate,
    );
    expectRefusal(
      await t.post(tok.platform, `${BASE}/submit`, { ...byWeight, proportionWeight: '-1' }),
      400,
      'fee-config.unit_fee_invalid',
      feeConfigMessages.proportionWeight,
    );
    expectRefusal(
      await t.post(tok.platform, `${BASE}/submit`, { ...byWeight, saleRate: '80.123' }),
      400,
      'fee-config.discount_invalid',
      feeConfigMessages.saleRate,
    );
    expectRefusal(
      await t.post(tok.platform, `${BASE}/submit`, { ...byWeight, account: ' ' }),
      400,
      'fee-config.account_required',
      feeConfigMessages.account,
    );
    expectRefusal(
      await t.post(tok.platform, `${BASE}/submit`, { ...byWeight, proportionType: 5 }),
      400,
      'fee-config.type_required',
      feeConfigMessages.proportionType,
    );
  });

  it('a change is a new row in force, the earlier kept as history; a submitted contract keeps its configuration', async () => {
    const { id: before } = await dataOf<{ id: string }>(
      t.post(
        tok.shipper,
        '/api/kc-flrk/contract/submit',
        contractPayloadOf({ material, templateId, products: [customRow()], counterparty: buyerCard }),
      ),
    );
    const [old] = await t.database.db.select().from(contract).where(eq(contract.id, before));
    const answer = await dataOf<{ proportionType: number; proportionWeight: string; bankName: string }>(
      t.post(tok.platform, `${BASE}/submit`, byWeight),
    );
    expect(answer).toMatchObject({
      proportionType: 1,
      proportionWeight: '2.5',
      saleRate: '90',
      bankName: byWeight.bankName,
    });
    const history = await dataOf<{
      records: { inForce: boolean; proportionType: number; createUserName: string | null }[];
    }>(t.get(tok.platform, `${BASE}/page`));
    expect(history.records[0]).toMatchObject({
      inForce: true,
      proportionType: 1,
      proportionTypeName: '按重量（数量）',
    });
    expect(history.records.slice(1).every((r) => !r.inForce)).toBe(true);
    expect(history.records.length).toBeGreaterThanOrEqual(1);

    // The contract submitted before the change keeps its fee and the configuration it was submitted with.
    const [after] = await t.database.db.select().from(contract).where(eq(contract.id, before));
    expect(after!.platformServiceAmount).toBe(old!.platformServiceAmount);
    expect(after!.proportionConfig).toEqual(old!.proportionConfig);
    expect(after!.proportionConfig).toMatchObject({ proportionType: 0 });

    // A contract submitted now is charged by weight: 10 t × 2.5 × 90 % = 22.50 (customRow weighs 10).
    const config = { proportionType: 1, proportionWeight: '2.5', saleRate: '90' };
    const stale = contractPayloadOf({ material, templateId, products: [customRow()], counterparty: buyerCard });
    expectRefusal(await t.post(tok.shipper, '/api/kc-flrk/contract/submit', stale), 400, 'contract.fee_mismatch');
    const { id: fresh } = await dataOf<{ id: string }>(
      t.post(
        tok.shipper,
        '/api/kc-flrk/contract/submit',
        contractPayloadOf({ material, templateId, products: [customRow()], counterparty: buyerCard, config }),
      ),
    );
    const [row] = await t.database.db.select().from(contract).where(eq(contract.id, fresh));
    expect(row!.proportionConfig).toMatchObject({ proportionType: 1 });
    expect(row!.platformServiceAmount).toBe((Number(customRow().total_weight) * 2.5 * 0.9).toFixed(2));
  });
});
