import { enterpriseMessages } from '@kc/domain/enterprise/enterprise';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withRecognitionPayload } from '../../providers/recognition/sandbox';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { file, form, png } from '../../test/uploads';
import { createTenant, createUser } from '../../test/users';
import { user } from '../user/user.table';
import { enterprise } from './enterprise.table';

const FRONT = '/api/kc-ludan/v1/frontApi/upload/uploadFileForFront';
const UPDATE = '/api/kc-flrk/enterprise/updateInfo';
const MINE = '/api/kc-flrk/enterprise/myDetail';
const REVIEW = '/api/kc-flrk/enterprise/updateStatus';

let t: TestApp;
let admin: Session;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.session('admin');
});
afterAll(async () => t?.close());

/** A fresh enterprise user without an enterprise, logged in. */
const newcomer = async () => {
  const account = `ent-user-${++seq}`;
  await createUser(t.ctx.db, account, { roleAliases: ['shipper'], userType: 3 });
  return t.login(account);
};

const uploadImage = async (token: string, type: string, image: Buffer, name = 'image.png') =>
  (await t.as(token, { method: 'POST', url: FRONT, ...form({ name: 'type', value: type }, file(name, image)) })).json();

const licenceFields = (n: number) => ({
  name: `南京恒信棉业有限公司${n}`,
  creditCode: `91320102MA1XY${String(n).padStart(4, '0')}X`,
  address: '南京市玄武区中山路18号',
  legalPerson: '李恒信',
  businessLifeStart: '2016-03-01',
  businessLifeEnd: '长期',
});

/** A complete company form, its licence uploaded by the same user. */
const completeForm = async (token: string, n = ++seq) => {
  const licence = await uploadImage(
    token,
    '3',
    withRecognitionPayload(png(n % 250), { kind: 'licence', fields: licenceFields(n) }),
  );
  const f = licence.data.result.fields;
  return {
    type: '1',
    name: f.name,
    creditCode: f.creditCode,
    address: '320102',
    addressDetail: f.address,
    corporateInfo: f.legalPerson,
    identityNumber: '320102197803152433',
    corporatePhone: '13812340001',
    contactsName: '王联系',
    contactsPhone: '025-84561234',
    contactsEmail: 'contact@example.com',
    businessLicense: licence.data.imgId,
    businessLifeStart: f.businessLifeStart,
    businessLifeEnd: f.businessLifeEnd,
  };
};

const mine = async (token: string) => (await t.get(token, MINE)).json().data;

describe('enterprise information (own)', () => {
  it('has none for a new enterprise user; the first save creates it in status 0 and links the user', async () => {
    const token = await newcomer();
    expect(await mine(token)).toBeNull();
    const saved = (await t.post(token, UPDATE, { type: '1', name: '新建货主有限公司', isSave: 1 })).json();
    expect(saved).toMatchObject({
      code: 200,
      msg: enterpriseMessages.saved,
      data: { status: 0, name: '新建货主有限公司' },
    });
    const info = (await t.get(token, '/api/kc-user/info')).json().data;
    expect(info.postId).toBe(saved.data.id);
    expect(await mine(token)).toMatchObject({ id: saved.data.id, status: 0, isPerson: 0 });
  });

  it('names the first missing field on submit, in the order of the form', async () => {
    const token = await newcomer();
    await t.post(token, UPDATE, { type: '1', name: '缺项企业有限公司', isSave: 1 });
    const res = await t.post(token, UPDATE, { type: '1', name: '缺项企业有限公司', isSave: 0 });
    // Each rule of the form names itself (the client tells a missing credit code from a missing licence).
    expectRefusal(res, 400, 'enterprise.credit_code_required', enterpriseMessages.creditCodeRequired);
    const full = await completeForm(token);
    const { businessLicense: _, ...noLicence } = full;
    expect((await t.post(token, UPDATE, { ...noLicence, isSave: 0 })).json().msg).toBe(
      enterpriseMessages.licenceRequired,
    );
    expect((await mine(token)).status).toBe(0);
  });

  it.each([
    ['name', '恒信<棉业>', enterpriseMessages.illegalChars],
    ['name', 'x'.repeat(51), enterpriseMessages.max50],
    ['identityNumber', '320102197803152434', enterpriseMessages.identityNumberInvalid],
    ['corporatePhone', '1381234', enterpriseMessages.phoneInvalid],
    ['contactsEmail', 'not-an-email', enterpriseMessages.emailInvalid],
    ['addressDetail', '路'.repeat(256), enterpriseMessages.addressDetailMax],
    ['contactsName', 'a/b', enterpriseMessages.illegalChars],
  ])('refuses %s = %j with %s, on save and on submit', async (field, value, message) => {
    const token = await newcomer();
    const full = await completeForm(token);
    for (const isSave of [1, 0]) {
      const res = await t.post(token, UPDATE, { ...full, [field]: value, isSave });
      expect(res.json()).toMatchObject({ code: 400, msg: message });
    }
  });

  it('submits for authentication (status 2) and is read-only while pending', async () => {
    const token = await newcomer();
    const full = await completeForm(token);
    const res = await t.post(token, UPDATE, { ...full, isSave: 0 });
    expect(res.json()).toMatchObject({ code: 200, msg: enterpriseMessages.submitted, data: { status: 2 } });
    const again = await t.post(token, UPDATE, { ...full, isSave: 1 });
    expectRefusal(again, 409, 'enterprise.pending_read_only', enterpriseMessages.pendingReadOnly);
  });

  it('refuses an image another user uploaded', async () => {
    const token = await newcomer();
    const other = await newcomer();
    const full = await completeForm(other);
    await t.post(token, UPDATE, { type: '1', name: '借图企业有限公司', isSave: 1 });
    const res = await t.post(token, UPDATE, { ...full, isSave: 0 });
    expectRefusal(res, 400, 'enterprise.image_unavailable', enterpriseMessages.imageUnavailable);
  });

  it('keeps an individual free of company fields and needs the ID front', async () => {
    const token = await newcomer();
    const person = {
      isPerson: 1,
      name: '赵个人',
      identityNumber: '110101199003074258',
      address: '110101',
      addressDetail: '东城区某街1号',
      contactsPhone: '13912345678',
    };
    await t.post(token, UPDATE, { ...person, isSave: 1 });
    expect((await t.post(token, UPDATE, { ...person, isSave: 0 })).json().msg).toBe(enterpriseMessages.idFrontRequired);
    const front = await uploadImage(
      token,
      '1',
      withRecognitionPayload(png(7), { kind: 'idFront', fields: { name: '赵个人', idNumber: '110101199003074258' } }),
    );
    expect(front.data.result).toMatchObject({ recognised: true, fields: { name: '赵个人' } });
    const res = await t.post(token, UPDATE, { ...person, idcardFront: front.data.imgId, creditCode: 'X', isSave: 0 });
    expect(res.json().data).toMatchObject({ status: 2, isPerson: 1, type: '6', creditCode: null });
  });
});

describe('operator review', () => {
  const submitted = async () => {
    const token = await newcomer();
    const full = await completeForm(token);
    const id = (await t.post(token, UPDATE, { ...full, isSave: 0 })).json().data.id as string;
    return { token, full, id };
  };

  it('rejects only with an opinion, shows the reason, and passes after re-submission', async () => {
    const { token, full, id } = await submitted();
    const noReason = await admin.post(REVIEW, { id, status: 3, reviewerReason: '  ' });
    expect(noReason.json()).toMatchObject({ code: 400, msg: enterpriseMessages.rejectReasonRequired });
    expect((await admin.post(REVIEW, { id, status: 3, reviewerReason: '营业执照模糊' })).json().code).toBe(200);
    expect(await mine(token)).toMatchObject({ status: 3, reviewerReason: '营业执照模糊' });
    expect((await t.post(token, UPDATE, { ...full, isSave: 0 })).json().data.status).toBe(2);
    expect((await admin.post(REVIEW, { id, status: 1, reviewerReason: '' })).json().code).toBe(200);
    expect(await mine(token)).toMatchObject({ status: 1, approved: true });
    // Nothing left to review: a second pass is a conflict.
    expect((await admin.post(REVIEW, { id, status: 1 })).statusCode).toBe(409);
  });

  it("the submission reaches the reviewers' open pages and the decision the enterprise's ('enterprise.status')", async () => {
    const userIdOf = async (account: string) =>
      (await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.account, account)))[0]!.id;
    const [adminUser, platformUser] = await Promise.all(['admin', 'platform'].map(userIdOf));
    const published = vi.spyOn(t.ctx.events, 'publishToUsers');
    try {
      const { id } = await submitted();
      const heard = () => {
        const calls = published.mock.calls.filter(
          ([, type, d]) => type === 'enterprise.status' && (d as { enterpriseId: string }).enterpriseId === id,
        );
        published.mockClear();
        return { users: calls.flatMap(([u]) => u), statuses: calls.map(([, , d]) => (d as { status: number }).status) };
      };
      const member = (await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.postId, id)))[0]!.id;
      expect(heard()).toEqual({ users: expect.arrayContaining([member, adminUser, platformUser]), statuses: [2] });
      await admin.post(REVIEW, { id, status: 1 });
      expect(heard()).toEqual({ users: expect.arrayContaining([member, adminUser, platformUser]), statuses: [1] });
    } finally {
      published.mockRestore();
    }
  });

  it('decides once per submission: of a pass and a rejection racing, one wins and the other gets 409', async () => {
    const { token, id } = await submitted();
    const [rejected, passed] = await Promise.all([
      admin.post(REVIEW, { id, status: 3, reviewerReason: '资料不全' }),
      admin.post(REVIEW, { id, status: 1 }),
    ]);
    expect([rejected.statusCode, passed.statusCode].sort()).toEqual([200, 409]);
    const loser = rejected.statusCode === 409 ? rejected : passed;
    expect(loser.json()).toMatchObject({ code: 409, msg: enterpriseMessages.notPending });
    expect((await mine(token)).status).toBe(rejected.statusCode === 200 ? 3 : 1);
  });

  it('keeps a rejection: passing it needs a new submission', async () => {
    const { token, full, id } = await submitted();
    expect((await admin.post(REVIEW, { id, status: 3, reviewerReason: '资料不全' })).json().code).toBe(200);
    const late = await admin.post(REVIEW, { id, status: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(enterpriseMessages.notPending);
    expect((await admin.post(REVIEW, { id, status: 3, reviewerReason: '再次驳回' })).statusCode).toBe(409);
    expect(await mine(token)).toMatchObject({ status: 3, reviewerReason: '资料不全' });
    expect((await t.post(token, UPDATE, { ...full, isSave: 0 })).json().data.status).toBe(2);
    expect((await admin.post(REVIEW, { id, status: 1 })).json().code).toBe(200);
  });

  it('holds an approved enterprise edits until they are approved (checkEnterpriseInfo data 0)', async () => {
    const { token, full, id } = await submitted();
    await admin.post(REVIEW, { id, status: 1 });
    expect((await t.get(token, '/api/kc-flrk/enterprise/checkEnterpriseInfo')).json().data).toBe(0);
    const res = await t.post(token, UPDATE, { ...full, contactsName: '新联系人', isSave: 0 });
    expect(res.json().data).toMatchObject({ status: 2, contactsName: '新联系人', hasPendingChanges: true });
    const [live] = await t.ctx.db.select().from(enterprise).where(eq(enterprise.id, id));
    expect(live!.contactsName).toBe('王联系');
    await admin.post(REVIEW, { id, status: 1 });
    const [after] = await t.ctx.db.select().from(enterprise).where(eq(enterprise.id, id));
    expect(after).toMatchObject({ contactsName: '新联系人', pendingInfo: null, status: 1 });
  });

  it('refuses a different credit code after approval, in the form and in the licence upload', async () => {
    const { token, full, id } = await submitted();
    await admin.post(REVIEW, { id, status: 1 });
    const res = await t.post(token, UPDATE, { ...full, creditCode: '91320102MA1XY9999X', isSave: 0 });
    expectRefusal(res, 400, 'enterprise.credit_code_mismatch', enterpriseMessages.creditCodeMismatch);
    const other = withRecognitionPayload(png(99), { kind: 'licence', fields: licenceFields(9999) });
    expect(await uploadImage(token, '3', other)).toMatchObject({
      code: 400,
      msg: enterpriseMessages.creditCodeMismatch,
      reason: 'enterprise.credit_code_mismatch',
    });
    const same = withRecognitionPayload(png(98), {
      kind: 'licence',
      fields: { ...licenceFields(1), creditCode: full.creditCode },
    });
    expect((await uploadImage(token, '3', same)).code).toBe(200);
  });

  it('lists every enterprise but the operator, with filters and paging, to reviewers only', async () => {
    const { full } = await submitted();
    const page = (q: string) => admin.get(`/api/kc-flrk/enterprise/findEnterpriseInfoPageForBack?${q}`);
    const all = (await page('size=200')).json().data;
    expect(all.records.every((r: { type: string }) => r.type !== '7')).toBe(true);
    const byName = (await page(`name=${encodeURIComponent(full.name)}`)).json().data;
    expect(byName).toMatchObject({ total: 1, records: [{ name: full.name, status: 2 }] });
    const pending = (await page('status=2&size=1')).json().data;
    expect(pending.size).toBe(1);
    expect(pending.records).toHaveLength(1);
    expect(pending.total).toBeGreaterThanOrEqual(1);
    const shipper = await t.login('shipper');
    expect((await t.get(shipper, '/api/kc-flrk/enterprise/findEnterpriseInfoPageForBack')).statusCode).toBe(403);
    expect((await t.post(shipper, REVIEW, { id: byName.records[0].id, status: 1 })).statusCode).toBe(403);
  });

  it('hides another tenant enterprise from the reviewer', async () => {
    await createTenant(t.ctx.db, '100200');
    const [foreign] = await t.ctx.db
      .insert(enterprise)
      .values({ tenantId: '100200', name: '外租户企业', type: '1', status: 2 })
      .returning({ id: enterprise.id });
    expect((await admin.get(`/api/kc-flrk/enterprise/detail?id=${foreign!.id}`)).statusCode).toBe(404);
    expect((await admin.post(REVIEW, { id: foreign!.id, status: 1 })).statusCode).toBe(404);
  });
});

describe('copy to owner enterprise', () => {
  const make = async (values: Partial<typeof enterprise.$inferInsert>) => {
    const [row] = await t.ctx.db
      .insert(enterprise)
      .values({ name: `复制测试企业${++seq}`, type: '2', status: 1, esignStatus: 1, ...values })
      .returning({ id: enterprise.id });
    return row!.id;
  };
  const copy = (ids: string[]) => admin.post('/api/kc-flrk/enterprise/copyOwnerEnterprise', { ids: ids.join(',') });

  it('runs the five checks in order', async () => {
    // No selection is refused by the ids schema itself, before any check of the rows, with the module's reason.
    expectRefusal(await copy([]), 400, 'enterprise.copy_none_selected', '请选择至少一条数据!');
    const notApproved = await copy([await make({ status: 2 })]);
    expectRefusal(notApproved, 400, 'enterprise.copy_approved', enterpriseMessages.copyApproved);
    const noSeal = await copy([await make({ esignStatus: 4 })]);
    expectRefusal(noSeal, 400, 'enterprise.copy_esign', enterpriseMessages.copyEsign);
    const owner = await copy([await make({ type: '1' })]);
    expectRefusal(owner, 400, 'enterprise.copy_not_owner', enterpriseMessages.copyNotOwner);
    const copied = await copy([await make({ isCopyOwner: 1 })]);
    expectRefusal(copied, 400, 'enterprise.copy_not_generated', enterpriseMessages.copyNotGenerated);
  });

  it('creates an approved owner twin and marks the source as copied, once', async () => {
    const id = await make({ creditCode: '91410100MA40COPY1X' });
    const res = (await copy([id])).json();
    expect(res.code).toBe(200);
    const [twin] = await t.ctx.db.select().from(enterprise).where(eq(enterprise.id, res.data[0]));
    expect(twin).toMatchObject({ type: '1', status: 1, creditCode: '91410100MA40COPY1X', isCopyOwner: 0 });
    const [source] = await t.ctx.db.select().from(enterprise).where(eq(enterprise.id, id));
    expect(source).toMatchObject({ isCopyOwner: 1, ownerCopyId: res.data[0] });
    expect((await copy([id])).json().msg).toBe(enterpriseMessages.copyNotGenerated);
  });
});
