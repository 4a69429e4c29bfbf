import { describe, expect, it } from 'vitest';
import {
  companyDraftForm,
  companySubmitForm,
  copyOwnerRefusal,
  EnterpriseType,
  enterpriseCodeOf,
  enterpriseCodePrefix,
  enterpriseMessages,
  hasIllegalChars,
  imageRefusal,
  isIdCardNumber,
  joinAddress,
  personSubmitForm,
} from './enterprise';
import { personSealApplication, randomAmount, sealMessages } from './seal';
import {
  canApplySeal,
  canAudit,
  canSave,
  canSubmit,
  esignStatusRow,
  isEnterpriseApproved,
  isFormReadOnly,
} from './status';

const complete = {
  type: '1',
  name: '江苏恒丰棉业有限公司',
  creditCode: '91320102MA1XYK009K',
  address: '320102',
  addressDetail: '中山路18号',
  corporateInfo: '张建国',
  identityNumber: '320102197803152433',
  corporatePhone: '13812340001',
  contactsName: '张建国',
  contactsPhone: '025-84561234',
  contactsEmail: 'a@example.com',
  businessLicense: '1000001',
};
const firstMessage = (
  schema: typeof companySubmitForm | typeof personSubmitForm | typeof companyDraftForm,
  v: object,
) => {
  const r = schema.safeParse(v);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('enterprise form (spec 1 §5)', () => {
  it('accepts a complete company', () => {
    expect(companySubmitForm.safeParse(complete).success).toBe(true);
  });

  it.each([
    ['type', enterpriseMessages.typeRequired],
    ['name', enterpriseMessages.nameRequired],
    ['creditCode', enterpriseMessages.creditCodeRequired],
    ['address', enterpriseMessages.addressRequired],
    ['addressDetail', enterpriseMessages.addressDetailRequired],
    ['corporateInfo', enterpriseMessages.corporateInfoRequired],
    ['identityNumber', enterpriseMessages.identityNumberRequired],
    ['corporatePhone', enterpriseMessages.corporatePhoneRequired],
    ['contactsName', enterpriseMessages.contactsNameRequired],
    ['contactsPhone', enterpriseMessages.contactsPhoneRequired],
    ['contactsEmail', enterpriseMessages.contactsEmailRequired],
    ['businessLicense', enterpriseMessages.licenceRequired],
  ])('names %s when it is missing', (field, message) => {
    expect(firstMessage(companySubmitForm, { ...complete, [field]: '' })).toBe(message);
    const { [field as keyof typeof complete]: _, ...without } = complete;
    expect(firstMessage(companySubmitForm, without)).toBe(message);
  });

  it('names the first missing field in the order of the form', () => {
    expect(firstMessage(companySubmitForm, {})).toBe(enterpriseMessages.typeRequired);
    expect(firstMessage(companySubmitForm, { type: '1', name: 'x' })).toBe(enterpriseMessages.creditCodeRequired);
  });

  it.each(['`', '@', '#', '$', '{', '}', '[', ']', '<', '>', '/'])('refuses %s in names and contacts', (c) => {
    expect(hasIllegalChars(`恒丰${c}`)).toBe(true);
    for (const field of ['name', 'creditCode', 'addressDetail', 'corporateInfo', 'contactsName', 'shortName']) {
      expect(firstMessage(companySubmitForm, { ...complete, [field]: `恒丰${c}` })).toBe(
        enterpriseMessages.illegalChars,
      );
    }
  });

  it('keeps the @ of an e-mail address', () => {
    expect(firstMessage(companySubmitForm, { ...complete, contactsEmail: 'x@y.cn' })).toBeUndefined();
  });

  it.each([
    ['name', 'x'.repeat(51), enterpriseMessages.max50],
    ['creditCode', 'x'.repeat(51), enterpriseMessages.max50],
    ['contactsName', 'x'.repeat(51), enterpriseMessages.max50],
    ['addressDetail', 'x'.repeat(256), enterpriseMessages.addressDetailMax],
    ['identityNumber', '320102197803152434', enterpriseMessages.identityNumberInvalid],
    ['corporatePhone', '12345', enterpriseMessages.phoneInvalid],
    ['contactsPhone', '1381234000', enterpriseMessages.phoneInvalid],
    ['contactsEmail', 'a@', enterpriseMessages.emailInvalid],
    ['contactsEmail', `${'a'.repeat(45)}@x.com`, enterpriseMessages.max50],
  ])('refuses %s = %s', (field, value, message) => {
    expect(firstMessage(companySubmitForm, { ...complete, [field]: value })).toBe(message);
  });

  it('accepts 50 characters, a landline and an X check digit', () => {
    const ok = {
      ...complete,
      name: '棉'.repeat(50),
      corporatePhone: '0371-65551234',
      identityNumber: '11010519491231002X',
    };
    expect(firstMessage(companySubmitForm, ok)).toBeUndefined();
  });

  it('lets a draft be incomplete but never malformed', () => {
    expect(firstMessage(companyDraftForm, { name: '半成品' })).toBeUndefined();
    expect(firstMessage(companyDraftForm, { contactsPhone: '123' })).toBe(enterpriseMessages.phoneInvalid);
    expect(firstMessage(companyDraftForm, { name: 'a<b' })).toBe(enterpriseMessages.illegalChars);
  });

  it('asks an individual for no licence but for the ID front', () => {
    const person = {
      name: '赵个人',
      identityNumber: '110101199003074258',
      address: '110101',
      addressDetail: '某街1号',
      contactsPhone: '13912345678',
    };
    expect(firstMessage(personSubmitForm, person)).toBe(enterpriseMessages.idFrontRequired);
    expect(firstMessage(personSubmitForm, { ...person, idcardFront: '1000002' })).toBeUndefined();
    expect(firstMessage(personSubmitForm, { ...person, name: '' })).toBe(enterpriseMessages.personNameRequired);
  });
});

describe('企业编码 (spec 1 §3 Enterprise.code)', () => {
  it('reads as the demo codes do: the type’s two letters, then at least four digits', () => {
    expect(enterpriseCodeOf(enterpriseCodePrefix(EnterpriseType.owner), 1)).toBe('HZ0001');
    expect(enterpriseCodeOf(enterpriseCodePrefix(EnterpriseType.buyer), 12)).toBe('MF0012');
    expect(enterpriseCodeOf(enterpriseCodePrefix(EnterpriseType.warehouse), 10000)).toBe('CK10000');
    expect(enterpriseCodePrefix(EnterpriseType.person)).toBe('GR');
    expect(enterpriseCodePrefix('9')).toBe('QY');
  });

  it('is not a field of the form: the platform issues it', () => {
    expect(companySubmitForm.safeParse({ ...complete, code: 'HZ9999' }).data).not.toHaveProperty('code');
  });
});

describe('ID card numbers', () => {
  it('checks the check digit and the birth date', () => {
    expect(isIdCardNumber('320102197803152433')).toBe(true);
    expect(isIdCardNumber('320102197803152434')).toBe(false);
    expect(isIdCardNumber('320102197813152433')).toBe(false);
    expect(isIdCardNumber('11010519491231002x')).toBe(true);
    expect(isIdCardNumber('110105491231002')).toBe(true);
  });
});

describe('image slots', () => {
  it.each([
    [{ name: 'a.gif', size: 10 }, 'logo', '上传文件只能是 jpg、jpeg、png!'],
    [{ name: 'a.png', size: 0 }, 'businessLicense', '上传文件[文件内容]不能为空!'],
    [{ name: 'a.jpeg', size: 4 * 1024 * 1024 + 1 }, 'logo', '上传logo大小不能超过 4Mb!'],
    [{ name: 'a.JPG', size: 4 * 1024 * 1024 }, 'logo', undefined],
  ] as const)('%j in %s → %s', (file, slot, message) => {
    expect(imageRefusal(file, slot)).toBe(message);
  });
});

describe('copy to owner enterprise', () => {
  const ok = { status: 1, esignStatus: 1, type: '2', isCopyOwner: 0 };
  it('answers the first failing check', () => {
    expect(copyOwnerRefusal([])).toBe('请选择至少一条数据!');
    expect(copyOwnerRefusal([ok, { ...ok, status: 2, type: '1' }])).toBe(enterpriseMessages.copyApproved);
    expect(copyOwnerRefusal([{ ...ok, esignStatus: 4, type: '1' }])).toBe(enterpriseMessages.copyEsign);
    expect(copyOwnerRefusal([{ ...ok, type: '1', isCopyOwner: 1 }])).toBe(enterpriseMessages.copyNotOwner);
    expect(copyOwnerRefusal([{ ...ok, isCopyOwner: 1 }])).toBe(enterpriseMessages.copyNotGenerated);
    expect(copyOwnerRefusal([ok])).toBeUndefined();
  });
});

describe('review and e-sign statuses (spec 1 §4)', () => {
  it('offers save, submit, audit and the read-only form by review status', () => {
    expect([0, 1, 2, 3].map(canSave)).toEqual([true, false, false, true]);
    expect([0, 1, 2, 3].map(canSubmit)).toEqual([true, true, false, true]);
    expect([0, 1, 2, 3].map(canAudit)).toEqual([false, false, true, false]);
    expect([0, 1, 2, 3].map(isFormReadOnly)).toEqual([false, false, true, false]);
  });

  it('allows the seal application at 0, 1, 2, 3, 10, 12, 20, 22 and not once the seal exists', () => {
    const allowed = [0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 20, 22].filter((s) => canApplySeal(s, false));
    expect(allowed).toEqual([0, 1, 2, 3, 10, 12, 20, 22]);
    expect(canApplySeal(1, true)).toBe(false);
  });

  it('names the next action of each status, and treats unknown values as in progress', () => {
    expect([4, 5, 6, 3, 1].map((s) => esignStatusRow(s).action)).toEqual([
      'amount',
      'bank',
      'contact',
      'resubmit',
      'done',
    ]);
    expect(esignStatusRow(99)).toMatchObject({ label: '申请中', final: false });
    expect(esignStatusRow(22).meaning).toBe(
      '企业认证错误!请核实企业名称、统一社会信用代码、法人姓名、法人身份证号是否正确。',
    );
    expect(esignStatusRow(12).meaning).toBe('个人实名认证错误!请核实身份证号、真实姓名、手机号是否正确。');
  });
});

describe('seal forms', () => {
  it.each([
    ['0', true],
    ['0.37', true],
    ['1234567890.12', true],
    ['12345678901', false],
    ['1.234', false],
    ['-0.01', false],
    ['abc', false],
  ])('random amount %s valid: %s', (amount, valid) => {
    const r = randomAmount.safeParse({ flowId: 'f', amount });
    expect(r.success).toBe(valid);
    if (!valid) expect(r.error?.issues[0]?.message).toBe(sealMessages.amountInvalid);
  });

  it('asks a person for the SMS code', () => {
    const r = personSealApplication.safeParse({
      name: '周个人',
      idNumber: '110101199003074258',
      mobile: '13700000001',
      validateCode: '',
      agree: true,
    });
    expect(r.error?.issues[0]?.message).toBe(sealMessages.smsCodeRequired);
  });
});

describe('taking part in business (spec 1 §4)', () => {
  it('needs the platform’s approval, which stays in force while a later edit is reviewed or rejected', () => {
    expect(isEnterpriseApproved({ status: 1 })).toBe(true);
    for (const status of [0, 2, 3])
      expect(isEnterpriseApproved({ status, approvedTime: null }), `${status}`).toBe(false);
    for (const status of [2, 3])
      expect(isEnterpriseApproved({ status, approvedTime: new Date() }), `${status}`).toBe(true);
  });
});

describe('the address as one line', () => {
  it('puts the region before the street, once', () => {
    expect(joinAddress('江苏省南京市玄武区', '中山路18号')).toBe('江苏省南京市玄武区中山路18号');
    // A licence's address read by recognition carries the region already, whole or its last parts.
    expect(joinAddress('江苏省南京市玄武区', '江苏省南京市玄武区中山路18号')).toBe('江苏省南京市玄武区中山路18号');
    expect(joinAddress('江苏省南京市玄武区', '南京市玄武区中山路18号')).toBe('江苏省南京市玄武区中山路18号');
    expect(joinAddress('江苏省南京市玄武区', '玄武区中山路18号')).toBe('江苏省南京市玄武区中山路18号');
    // One character in common is not an overlap.
    expect(joinAddress('河南省郑州市金水区', '区府路1号')).toBe('河南省郑州市金水区区府路1号');
  });

  it('says the region once when the street restates it otherwise: spaced, or of another district than the one picked', () => {
    expect(joinAddress('江苏省南京市玄武区', '江苏省 南京市 玄武区 中山路18号')).toBe('江苏省南京市玄武区中山路18号');
    // The sample licence's 住所 with 鼓楼区 picked: the licence's own district stands, the province is not repeated.
    expect(joinAddress('江苏省南京市鼓楼区', '江苏省南京市玄武区珠江路1号')).toBe('江苏省南京市玄武区珠江路1号');
    expect(joinAddress('江苏省南京市鼓楼区', '南京市玄武区珠江路1号')).toBe('江苏省南京市玄武区珠江路1号');
    expect(joinAddress('江苏省苏州市姑苏区', '江苏省南京市玄武区珠江路1号')).toBe('江苏省南京市玄武区珠江路1号');
    expect(joinAddress('山东省济南市市中区', '市中区经十路1号')).toBe('山东省济南市市中区经十路1号');
    expect(joinAddress('新疆维吾尔自治区乌鲁木齐市天山区', '乌鲁木齐市天山区解放路1号')).toBe(
      '新疆维吾尔自治区乌鲁木齐市天山区解放路1号',
    );
  });

  it('keeps whichever part there is', () => {
    expect(joinAddress(null, '中山路18号')).toBe('中山路18号');
    expect(joinAddress('江苏省南京市玄武区', '')).toBe('江苏省南京市玄武区');
    expect(joinAddress(undefined, null)).toBe('');
  });
});
