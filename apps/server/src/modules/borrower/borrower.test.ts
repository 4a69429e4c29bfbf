import { accessRefusals } from '@kc/domain';
import type { BorrowerDetail, BorrowerRecord, RealNameAnswer } from '@kc/domain/borrower/answers';
import { borrowerMessages, borrowerRefusals } from '@kc/domain/borrower/borrower';
import { identityCheckChar } from '@kc/domain/borrower/identity-number';
import { borrowerInputRefusals } from '@kc/domain/borrower/input-refusals';
import { RealNameStatus } from '@kc/domain/borrower/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxIdentity } from '../../providers/identity/sandbox.table';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { big, file, gif, form as multipart, pdf, png } from '../../test/uploads';
import { borrower, coBorrower } from './borrower.table';

const B = '/api/kc-financeInfo/borrower';
const C = '/api/kc-financeInfo/coBorrower';
const UPLOAD = '/api/kc-resource/oss/endpoint/put-file-attach';
const reasons = borrowerRefusals.reasons;
const inputReasons = borrowerInputRefusals.reasons;
let t: TestApp;
let tok: { shipper: string; platform: string; foreign: string; type2: string };
let seq = 0;

const idNumber = (seq17: string) => `${seq17}${identityCheckChar(seq17)}`;
const upload = async (token: string, name: string, content: Buffer) => {
  const body = multipart(file(name, content));
  const res = await t.as(token, { method: 'POST', url: UPLOAD, payload: body.payload, headers: body.headers });
  return (await dataOf<{ attachId: string }>(Promise.resolve(res))).attachId;
};
const image = (token: string) => upload(token, `p${++seq}.png`, png(++seq % 200));
const form = async (token: string, over: Record<string, unknown> = {}) => ({
  name: '王测试',
  identityNumber: idNumber(`3201021980010${String(100 + ++seq).slice(-3)}1`),
  phone: '13812345678',
  periodValidity: '2020.01.01-2040.01.01',
  address: '320102',
  addressDetail: '中山路1号',
  residenceAddress: '320102',
  residenceAddressDetail: '中山路1号',
  maritalStatus: '1',
  idcardFront: await image(token),
  idcardBack: await image(token),
  ...over,
});
const add = async (over: Record<string, unknown> = {}) =>
  dataOf<BorrowerDetail>(t.post(tok.shipper, `${B}/submit`, await form(tok.shipper, over)));
const statusOf = async (id: string) => (await t.ctx.db.select().from(borrower).where(eq(borrower.id, id)))[0]!;
const decide = (ref: string, decision: string, reason?: string) =>
  dataOf(t.post(tok.platform, '/api/kc-sandbox/identity/decide', { ref, decision, reason }));

beforeAll(async () => {
  t = await createTestApp();
  const foreign = await createEnterprise(t.ctx.db, { name: '外部借款人测试货主有限公司', type: '1' });
  const foreignUser = await t.newUser('borrower-foreign', { roleAliases: ['shipper'], postId: foreign });
  const type2 = await t.newUser('borrower-type2', { roleAliases: ['platform'], userType: 2 });
  tok = {
    shipper: await t.login('shipper'),
    platform: await t.login('admin'),
    foreign: foreignUser.token,
    type2: type2.token,
  };
});
afterAll(async () => t?.close());

describe(`borrowers on ${process.env.TEST_DB}`, () => {
  it('refuses a wrong ID check character, a bad phone and missing fields with the Chinese messages', async () => {
    const wrong = await form(tok.shipper, { identityNumber: '110105194912310021' });
    expectRefusal(
      await t.post(tok.shipper, `${B}/submit`, wrong),
      400,
      inputReasons.identityInvalid,
      '请输入正确的身份证号码',
    );
    const phone = await form(tok.shipper, { phone: '12345' });
    expectRefusal(
      await t.post(tok.shipper, `${B}/submit`, phone),
      400,
      inputReasons.phoneInvalid,
      '请输入正确的手机号码',
    );
    const noName = await form(tok.shipper, { name: '' });
    expectRefusal(await t.post(tok.shipper, `${B}/submit`, noName), 400, inputReasons.nameRequired);
  });

  it('keeps one live borrower per ID number of a shipper', async () => {
    const first = await add();
    const again = await form(tok.shipper, { identityNumber: first.identityNumber });
    expectRefusal(await t.post(tok.shipper, `${B}/submit`, again), 409, reasons.duplicate, borrowerMessages.duplicate);
  });

  it('masks ID numbers and phones in the list; the detail is whole for the shipper and the platform only', async () => {
    const b = await add({ name: '掩码测试' });
    expect(b.unmasked).toBe(true);
    expect(b.phone).toBe('13812345678');
    expect(b.idcardFrontAttach.link).toBeTruthy();
    const page = await dataOf<{ records: BorrowerRecord[] }>(t.get(tok.shipper, `${B}/page`, { name: '掩码测试' }));
    expect(page.records).toHaveLength(1);
    expect(page.records[0]!.phone).toBe('138****5678');
    expect(page.records[0]!.identityNumber).toMatch(/^3201\*{10}\w{4}$/);
    expect(page.records[0]!.shipperId).toBeTruthy();
    const platform = await dataOf<BorrowerDetail>(t.get(tok.platform, `${B}/detail`, { id: b.id }));
    expect(platform.identityNumber).toBe(b.identityNumber);
  });

  it('a user of userType 2 never receives shipperId', async () => {
    const b = await add({ name: '类型二测试' });
    const page = await dataOf<{ records: BorrowerRecord[] }>(t.get(tok.type2, `${B}/page`, { name: '类型二测试' }));
    expect(page.records).toHaveLength(1);
    expect('shipperId' in page.records[0]!).toBe(false);
    const detail = await dataOf<BorrowerDetail>(t.get(tok.type2, `${B}/detail`, { id: b.id }));
    expect('shipperId' in detail).toBe(false);
  });

  it("a foreign enterprise gets 404 on another shipper's borrower and sees none in its list", async () => {
    const b = await add();
    expectRefusal(await t.get(tok.foreign, `${B}/detail`, { id: b.id }), 404, accessRefusals.reasons.notFound);
    expectRefusal(
      await t.post(tok.foreign, `${B}/realNameAuthentication`, { id: b.id }),
      404,
      accessRefusals.reasons.notFound,
    );
    const page = await dataOf<{ total: number }>(t.get(tok.foreign, `${B}/page`, {}));
    expect(page.total).toBe(0);
  });

  it('ID photos: a borrower photo over 4 MB is refused; the co-borrower rule is 5 MB', async () => {
    const large = await upload(tok.shipper, 'large.png', big(4.5 * 1024 * 1024, png(7)));
    const body = await form(tok.shipper, { idcardFront: large });
    expectRefusal(
      await t.post(tok.shipper, `${B}/submit`, body),
      400,
      reasons.idPhotoSize,
      '上传图片大小不能超过 4MB!',
    );
    const b = await add();
    const co = await dataOf<{ relationshipName: string }>(
      t.post(tok.shipper, `${C}/submit`, {
        borrowerId: b.id,
        name: '共借测试',
        identityNumber: idNumber('11010519491231003'),
        phone: '13912345678',
        relationship: '1',
        idcardFront: large,
        idcardBack: await image(tok.shipper),
      }),
    );
    expect(co.relationshipName).toBe('配偶');
    const pdfFile = await upload(tok.shipper, 'id.pdf', pdf);
    const wrongType = await form(tok.shipper, { idcardBack: pdfFile });
    expectRefusal(await t.post(tok.shipper, `${B}/submit`, wrongType), 400, reasons.idPhotoType);
  });
});

describe(`real-name authentication on ${process.env.TEST_DB}`, () => {
  it('moves 0 → 1 on request, 1 → 3 on a rejection (reason kept), 3 → 1 → 2 on re-authentication', async () => {
    const b = await add();
    expect(b.realNameStatus).toBe(RealNameStatus.none);
    const asked = await dataOf<RealNameAnswer>(t.post(tok.shipper, `${B}/realNameAuthentication`, { id: b.id }));
    expect(asked.realNameStatus).toBe(RealNameStatus.pending);
    expectRefusal(
      await t.post(tok.shipper, `${B}/realNameAuthentication`, { id: b.id }),
      409,
      reasons.notAuthenticatable,
    );
    const ref = (await statusOf(b.id)).realNameRef!;
    // the console keeps it in progress: the query answers 1
    await decide(ref, 'keep');
    const still = await dataOf<RealNameAnswer>(t.post(tok.shipper, `${B}/realNameAuthenticationSearch`, { id: b.id }));
    expect(still.realNameStatus).toBe(RealNameStatus.pending);
    // rejected with a reason: the signed callback moves it to 3
    await decide(ref, 'reject', '照片与身份证信息不一致');
    const rejected = await statusOf(b.id);
    expect(rejected.realNameStatus).toBe(RealNameStatus.rejected);
    expect(rejected.realNameResult).toBe('照片与身份证信息不一致');
    expectRefusal(
      await t.post(tok.shipper, `${B}/realNameAuthenticationSearch`, { id: b.id }),
      409,
      reasons.notPending,
    );
    // re-authenticate: 3 → 1, then passed — found by the query button (the callback lost)
    await dataOf(t.post(tok.shipper, `${B}/realNameAuthentication`, { id: b.id }));
    const ref2 = (await statusOf(b.id)).realNameRef!;
    expect(ref2).not.toBe(ref);
    await t.ctx.db.update(sandboxIdentity).set({ status: 'passed' }).where(eq(sandboxIdentity.ref, ref2));
    const passed = await dataOf<RealNameAnswer>(t.post(tok.shipper, `${B}/realNameAuthenticationSearch`, { id: b.id }));
    expect(passed.realNameStatus).toBe(RealNameStatus.passed);
    expect(passed.realNameStatusName).toBe('认证通过');
    // passed is final: no request
    expectRefusal(
      await t.post(tok.shipper, `${B}/realNameAuthentication`, { id: b.id }),
      409,
      reasons.notAuthenticatable,
    );
  });

  it('a passing callback moves a co-borrower; a callback with a wrong signature is refused', async () => {
    const b = await add({ maritalStatus: '2' });
    const co = await dataOf<{ id: string }>(
      t.post(tok.shipper, `${C}/submit`, {
        borrowerId: b.id,
        name: '配偶测试',
        identityNumber: idNumber('11010519491231004'),
        phone: '13912345679',
        relationship: '1',
        idcardFront: await image(tok.shipper),
        idcardBack: await image(tok.shipper),
      }),
    );
    await dataOf(t.post(tok.shipper, `${C}/realNameAuthentication`, { id: co.id }));
    const [row] = await t.ctx.db.select().from(coBorrower).where(eq(coBorrower.id, co.id));
    const forged = await t.post(undefined, '/api/kc-financeInfo/identity/notify', {
      ref: row!.realNameRef,
      result: 'passed',
      timestamp: String(Math.floor(Date.now() / 1000)),
      signature: 'AAAA',
    });
    expect(forged.statusCode).toBe(400);
    await decide(row!.realNameRef!, 'pass');
    const [after] = await t.ctx.db.select().from(coBorrower).where(eq(coBorrower.id, co.id));
    expect(after!.realNameStatus).toBe(RealNameStatus.passed);
  });

  it('the platform may ask and query; a foreign enterprise may not; in progress the borrower cannot be deleted', async () => {
    const b = await add();
    const asked = await dataOf<RealNameAnswer>(t.post(tok.platform, `${B}/realNameAuthentication`, { id: b.id }));
    expect(asked.realNameStatus).toBe(RealNameStatus.pending);
    expectRefusal(
      await t.post(tok.foreign, `${B}/realNameAuthenticationSearch`, { id: b.id }),
      404,
      accessRefusals.reasons.notFound,
    );
    expectRefusal(await t.post(tok.shipper, `${B}/remove`, { ids: b.id }), 409, reasons.realNameInProgress);
  });
});

describe(`materials on ${process.env.TEST_DB}`, () => {
  it('takes the allowed types, refuses others, and shows them to the shipper and the platform only', async () => {
    const b = await add();
    const doc = await upload(tok.shipper, 'statement.pdf', pdf);
    const saved = await dataOf<{ kinds: { kind: string; files: { id: string; url: string | null }[] }[] }>(
      t.post(tok.shipper, `${B}/borrowerMaterialsSubmit`, { borrowerId: b.id, bankStatement: [doc] }),
    );
    expect(saved.kinds).toHaveLength(18);
    expect(saved.kinds.find((k) => k.kind === 'bankStatement')!.files[0]!.url).toBeTruthy();
    const animated = await upload(tok.shipper, 'x.gif', gif);
    expectRefusal(
      await t.post(tok.shipper, `${B}/borrowerMaterialsSubmit`, { borrowerId: b.id, otherMaterials: [animated] }),
      400,
      reasons.materialType,
    );
    const tooBig = multipart(file('huge.pdf', big(5 * 1024 * 1024 + 10, pdf)));
    const res = await t.as(tok.shipper, {
      method: 'POST',
      url: UPLOAD,
      payload: tooBig.payload,
      headers: tooBig.headers,
    });
    expect(res.statusCode).toBe(400);
    const platform = await dataOf<{ kinds: { kind: string; files: { url: string | null }[] }[] }>(
      t.get(tok.platform, `${B}/borrowerMaterialsGetByBorrowerId`, { borrowerId: b.id }),
    );
    expect(platform.kinds.find((k) => k.kind === 'bankStatement')!.files[0]!.url).toBeTruthy();
    expectRefusal(
      await t.get(tok.foreign, `${B}/borrowerMaterialsGetByBorrowerId`, { borrowerId: b.id }),
      404,
      accessRefusals.reasons.notFound,
    );
  });

  it('getObtainBorrowerInformation answers the shipper its borrowers, and 400 to one without', async () => {
    const mine = await dataOf<unknown[]>(t.get(tok.shipper, `${B}/getObtainBorrowerInformation`));
    expect(mine.length).toBeGreaterThan(0);
    expectRefusal(
      await t.get(tok.foreign, `${B}/getObtainBorrowerInformation`),
      400,
      reasons.noBorrowerOfUser,
      '当前登录人没有借款人信息!',
    );
  });
});
