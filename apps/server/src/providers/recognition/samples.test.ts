import { isIdCardNumber } from '@kc/domain/enterprise/enterprise';
import { describe, expect, it } from 'vitest';
import { drawSample } from './samples';
import { createSandboxRecognition } from './sandbox';

const recognition = createSandboxRecognition();
const size = (png: Uint8Array) => [Buffer.from(png).readUInt32BE(16), Buffer.from(png).readUInt32BE(20)];

describe('sample licences and ID cards for the recognition sandbox', () => {
  it('draws a licence that is recognised with the fields it was drawn with', async () => {
    const fields = {
      name: '江苏恒丰棉业有限公司',
      creditCode: '91320100MA1XYZ0001',
      address: '江苏省南京市玄武区珠江路88号',
      legalPerson: '张恒丰',
      businessLifeStart: '2015-06-01',
      businessLifeEnd: '2045-05-31',
    };
    const png = await drawSample('licence', fields);
    expect(size(png)).toEqual([1000, 700]);
    expect(await recognition.recognise('licence', png, 'image/png')).toEqual({ recognised: true, fields });
  });

  it('fills missing licence fields with demo values', async () => {
    const png = await drawSample('licence', { name: '南京样例仓储有限公司', creditCode: ' ' });
    expect(await recognition.recognise('licence', png, 'image/png')).toEqual({
      recognised: true,
      fields: {
        name: '南京样例仓储有限公司',
        creditCode: '91320100MA1SAMPLE1',
        address: '江苏省南京市玄武区珠江路1号',
        legalPerson: '张三',
        businessLifeStart: '2015-06-01',
        businessLifeEnd: '长期',
      },
    });
  });

  it('draws an ID card front recognised with name and ID number; the default number is a valid one', async () => {
    const png = await drawSample('idFront', { name: '李四', idNumber: '32010219850615002X' });
    expect(size(png)).toEqual([856, 540]);
    expect(await recognition.recognise('idFront', png, 'image/png')).toEqual({
      recognised: true,
      fields: { name: '李四', idNumber: '32010219850615002X' },
    });
    const byDefault = await recognition.recognise('idFront', await drawSample('idFront', {}), 'image/png');
    expect(byDefault).toEqual({ recognised: true, fields: { name: '张三', idNumber: '110101199003071233' } });
    expect(isIdCardNumber('110101199003071233')).toBe(true);
  });

  it('draws an ID card back recognised with issuing authority and validity', async () => {
    const png = await drawSample('idBack', { validPeriod: '2019.03.01-长期' });
    expect(size(png)).toEqual([856, 540]);
    expect(await recognition.recognise('idBack', png, 'image/png')).toEqual({
      recognised: true,
      fields: { issuingAuthority: '南京市公安局玄武分局', validPeriod: '2019.03.01-长期' },
    });
  });

  it('draws a plain licence that is not recognised, and a sample of one kind is not another', async () => {
    const plain = await drawSample('plain', {});
    expect(size(plain)).toEqual([1000, 700]);
    expect(await recognition.recognise('licence', plain, 'image/png')).toEqual({ recognised: false });
    const idFront = await drawSample('idFront', {});
    expect(await recognition.recognise('licence', idFront, 'image/png')).toEqual({ recognised: false });
  });

  it('draws names with XML characters and very long values', async () => {
    const fields = {
      name: `甲&乙<丙>"丁"${'棉'.repeat(90)}`,
      creditCode: '91320100MA1XYZ0002',
      address: '路'.repeat(100),
    };
    const png = await drawSample('licence', fields);
    const result = await recognition.recognise('licence', png, 'image/png');
    expect(result).toMatchObject({ recognised: true, fields: { name: fields.name, address: fields.address } });
  });
});
