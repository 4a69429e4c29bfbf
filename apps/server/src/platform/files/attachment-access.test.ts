import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipt } from '../../modules/receipt/receipt.table';
import { createTestApp, type TestApp } from '../../test/harness';
import { file, form, jpeg, type Part, png } from '../../test/uploads';
import { attachment } from './attachment.table';

const ATTACH = '/api/kc-resource/oss/endpoint/put-file-attach';
const FRONT = '/api/kc-ludan/v1/frontApi/upload/uploadFileForFront';
const FILE = '/api/kc-resource/oss/endpoint/file';
const INPUT = '/api/kc-flrk/wms/input';

type Account = 'shipper' | 'warehouse' | 'buyer' | 'bank' | 'platform' | 'admin';
const ACCOUNTS: Account[] = ['shipper', 'warehouse', 'buyer', 'bank', 'platform', 'admin'];

let t: TestApp;
const token = {} as Record<Account, string>;
const postOf = {} as Record<Account, string | null>;

type Body = { code: number; data: Record<string, unknown> & { [k: string]: unknown }; msg: string };
const call = async (who: Account, method: 'GET' | 'POST', url: string, payload?: object): Promise<Body['data']> => {
  const res = await t.as(token[who], { method, url, payload });
  const body = res.json() as Body;
  expect(body, `${who} ${url}: ${JSON.stringify(body)}`).toMatchObject({ code: 200 });
  return body.data;
};
const upload = async (who: Account, url: string, ...parts: Part[]) =>
  (await t.as(token[who], { method: 'POST', url, ...form(...parts) })).json().data as {
    attachId?: string;
    imgId?: string;
    link: string;
  };

/** What each owner type's file is, who stored it, and who may see it once its record holds it. */
type Case = { owner: string; id: string; may: Account[] };
const cases: Case[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ACCOUNTS) {
    token[a] = await t.login(a);
    postOf[a] = (await call(a, 'GET', '/api/kc-user/info')).postId as string | null;
  }

  // Not yet held by any record: the uploader and their enterprise only.
  const loose = (await upload('shipper', ATTACH, file('草稿.png', png(41)))).attachId!;
  cases.push({ owner: '(none)', id: loose, may: ['shipper'] });

  // An enterprise's licence and logo, held by the enterprise once its form is submitted (and, approved, in force).
  const licence = (await upload('shipper', FRONT, { name: 'type', value: '3' }, file('营业执照.png', png(42)))).imgId!;
  const logo = (await upload('shipper', FRONT, { name: 'type', value: '4' }, file('logo.png', png(43)))).imgId!;
  const mine = await call('shipper', 'GET', '/api/kc-flrk/enterprise/myDetail');
  await call('shipper', 'POST', '/api/kc-flrk/enterprise/updateInfo', {
    ...mine,
    businessLicense: licence,
    logo,
    isSave: 0,
  });
  await call('platform', 'POST', '/api/kc-flrk/enterprise/updateStatus', { id: postOf.shipper, status: 1 });
  cases.push({ owner: 'enterprise', id: licence, may: ['shipper', 'platform', 'admin'] });

  // A user's avatar, held by the user once the profile is saved.
  const avatar = (await upload('shipper', ATTACH, file('头像.png', png(44)))).attachId!;
  await call('shipper', 'POST', '/api/kc-user/update-info', { avatar, realName: '货主' });
  cases.push({ owner: 'user', id: avatar, may: ['shipper', 'admin'] });

  // An inspection image (held by the inspection of the order) and the receipt PDF the warehouse's pass generates.
  const materials = (await call('shipper', 'GET', '/api/kc-flrk/basematerial/findBaseMaterialListForInputOrder')) as
    | unknown
    | { id: string }[];
  const materialId = (materials as { id: string }[])[0]!.id;
  const { id: inputId } = (await call('shipper', 'POST', `${INPUT}/submit`, {
    status: 10,
    warehouseId: postOf.warehouse,
    materialId,
    reserveTime: '2026-11-20 09:00:00',
    reservePerson: '张建国',
    reservePhone: '13812340001',
    batches: [{ batchNo: 'ACL-1', applyWeight: '10', applyQuantity: '5' }],
  })) as { id: string };
  await call('shipper', 'POST', `${INPUT}/shippingAudit`, { id: inputId, status: 1 });
  const { id: testId } = (await call('warehouse', 'POST', `${INPUT}/createCheck`, { id: inputId })) as { id: string };
  const order = (await call('warehouse', 'GET', `${INPUT}/detail?id=${inputId}`)) as { batches: { id: string }[] };
  const batchId = order.batches[0]!.id;
  const image = (await upload('warehouse', ATTACH, file('公检.jpg', jpeg('acl')))).attachId!;
  await call('warehouse', 'POST', '/api/kc-flrk/ple/test/submit', {
    id: testId,
    status: 10,
    files: [{ inputBatchId: batchId, testFileCode: 'GJ-1', testFile: image }],
  });
  cases.push({ owner: 'ple_test', id: image, may: ['warehouse', 'shipper', 'platform', 'admin'] });

  await call('warehouse', 'POST', `${INPUT}/warehouseAudit`, {
    id: inputId,
    status: 1,
    batches: [{ id: batchId, weight: '10', quantity: '5', locator: 'A-1' }],
  });
  const [bill] = await t.ctx.db.select().from(receipt).where(eq(receipt.inputId, inputId));
  cases.push({ owner: 'receipt', id: bill!.fileId!, may: ['warehouse', 'shipper', 'platform', 'admin'] });
}, 120_000);
afterAll(async () => t?.close());

describe('a file is seen by whoever may see the record that holds it, in every role', () => {
  it('each case is held by the owner type it names', async () => {
    for (const c of cases) {
      const [row] = await t.ctx.db.select().from(attachment).where(eq(attachment.id, c.id));
      expect(row?.ownerType ?? '(none)', c.owner).toBe(c.owner);
    }
  });

  it.each(ACCOUNTS)('by id with a token: %s fetches only the files it may see', async (who) => {
    for (const c of cases) {
      const res = await t.as(token[who], { method: 'GET', url: `${FILE}/${c.id}` });
      expect(res.statusCode, `${who} → ${c.owner}`).toBe(c.may.includes(who) ? 200 : 404);
    }
  });

  it('a bank gets no signed link to another enterprise’s images, the enterprise and its reviewer do', async () => {
    const card = (who: Account) =>
      call(who, 'GET', `/api/kc-flrk/enterprise/findEnterpriseInfoDetailForFrontIndex?id=${postOf.shipper}`);
    expect((await card('bank')).logoLink).toBeNull();
    for (const who of ['shipper', 'platform'] as const) {
      const link = (await card(who)).logoLink as string;
      expect(link, who).toMatch(/\?e=\d+&s=/);
      expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    }
    const review = await call('platform', 'GET', `/api/kc-flrk/enterprise/detail?id=${postOf.shipper}`);
    expect(review.businessLicenseLink).toMatch(/\?e=\d+&s=/);
  });

  it('nobody claims a file they did not upload for a record of theirs, whatever their role', async () => {
    const foreign = (await upload('shipper', ATTACH, file('别人的.png', png(45)))).attachId!;
    // The bank saves its own enterprise naming the shipper's unattached file as its licence.
    const own = await call('bank', 'GET', '/api/kc-flrk/enterprise/myDetail');
    const res = await t.as(token.bank, {
      method: 'POST',
      url: '/api/kc-flrk/enterprise/updateInfo',
      payload: { ...own, businessLicense: foreign, isSave: 1 },
    });
    expect(res.json().code).toBe(400);
    expect((await t.as(token.bank, { method: 'GET', url: `${FILE}/${foreign}` })).statusCode).toBe(404);
  });
});
