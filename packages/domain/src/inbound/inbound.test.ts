import { describe, expect, it } from 'vitest';
import {
  amountField,
  inboundSubmitBody,
  inboundSums,
  inboundMessages as m,
  overweightBatches,
  shippingAuditBody,
  sumAmounts,
  warehouseAuditBody,
  warehouseTempSaveBody,
} from './inbound';
import {
  firstBatchWithoutFile,
  InspectionStatus,
  inspectionMessages as im,
  inspectionStatusLabel,
  inspectionSubmitBody,
  isInspectionImage,
} from './inspection';
import {
  canEditInbound,
  canOpenInspection,
  canRemoveInbound,
  canShipperAudit,
  canWarehouseAudit,
  INBOUND_STEP_TITLES,
  InboundStatus,
  inboundStatusLabel,
  inboundStatusOptions,
  inboundStepStates,
} from './status';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

const batch = (over: Record<string, unknown> = {}) => ({
  batchNo: 'P001',
  applyWeight: '10.5',
  applyQuantity: 20,
  props: [{ attrCode: 'grade', attrName: '等级', value: '三级' }],
  ...over,
});
const order = (over: Record<string, unknown> = {}) => ({
  status: 10,
  warehouseId: '1000001',
  materialId: '1000002',
  reserveTime: '2026-11-05 09:30:00',
  reservePerson: '张建国',
  reservePhone: '13812340001',
  batches: [batch()],
  ...over,
});

describe('inbound statuses (design "Inbound statuses")', () => {
  it('labels every status and lists them in the order an order goes through them', () => {
    expect(inboundStatusOptions.map((o) => [o.value, o.label])).toEqual([
      [0, '草稿'],
      [10, '待货主审核'],
      [11, '货主审核驳回'],
      [20, '待仓库入库'],
      [21, '仓库审核驳回'],
      [1, '已入库'],
    ]);
    expect(inboundStatusLabel(99)).toBe('');
  });

  it('lets the shipper edit a new order and one at 0, 11 or 21, and remove only those', () => {
    expect([undefined, null, 0, 11, 21].every(canEditInbound)).toBe(true);
    expect([1, 10, 20].some(canEditInbound)).toBe(false);
    expect([0, 11, 21].every(canRemoveInbound)).toBe(true);
    expect([1, 10, 20].some(canRemoveInbound)).toBe(false);
  });

  it('offers the shipper audit at 10, the warehouse work at 20, an inspection from 20 on', () => {
    expect([0, 1, 10, 11, 20, 21].filter(canShipperAudit)).toEqual([10]);
    expect([0, 1, 10, 11, 20, 21].filter(canWarehouseAudit)).toEqual([20]);
    expect([0, 1, 10, 11, 20, 21].filter(canOpenInspection)).toEqual([1, 20, 21]);
  });

  it('places the four steps at each status, a rejection as an error', () => {
    expect(INBOUND_STEP_TITLES).toEqual(['提交申请', '货主审核', '仓库入库', '生成仓单']);
    expect(inboundStepStates(InboundStatus.draft, false)).toEqual(['process', 'wait', 'wait', 'wait']);
    expect(inboundStepStates(10, false)).toEqual(['finish', 'process', 'wait', 'wait']);
    expect(inboundStepStates(11, false)).toEqual(['finish', 'error', 'wait', 'wait']);
    expect(inboundStepStates(20, false)).toEqual(['finish', 'finish', 'process', 'wait']);
    expect(inboundStepStates(21, false)).toEqual(['finish', 'finish', 'error', 'wait']);
    expect(inboundStepStates(1, true)).toEqual(['finish', 'finish', 'finish', 'finish']);
    expect(inboundStepStates(1, false)).toEqual(['finish', 'finish', 'finish', 'process']);
  });
});

describe('weights and quantities (spec 3 §9: two decimals, decimal.js)', () => {
  const w = amountField('入库重量');
  it('answers a positive figure with exactly two decimals', () => {
    expect(w.parse('12')).toBe('12.00');
    expect(w.parse(' 0.5 ')).toBe('0.50');
    expect(w.parse(3.25)).toBe('3.25');
    expect(w.parse('00012.10')).toBe('12.10');
  });
  it.each([
    ['', '请输入入库重量'],
    [null, '请输入入库重量'],
    ['0', '入库重量必须大于0，最多两位小数'],
    ['0.00', '入库重量必须大于0，最多两位小数'],
    ['-1', '入库重量必须大于0，最多两位小数'],
    ['1.234', '入库重量必须大于0，最多两位小数'],
    [0.1 + 0.2, '入库重量必须大于0，最多两位小数'],
    ['1e3', '入库重量必须大于0，最多两位小数'],
    ['abc', '入库重量必须大于0，最多两位小数'],
    ['123456789012345', '入库重量整数部分最多14位'],
  ])('refuses %j: %s', (value, message) => {
    expect(first(w.safeParse(value))).toBe(message);
  });

  it('sums to the cent without float drift', () => {
    expect(sumAmounts(['0.10', '0.20', '0.01'])).toBe('0.31');
    expect(sumAmounts(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(sumAmounts([])).toBe('0.00');
    expect(sumAmounts(['99999999999999.99', '0.01'])).toBe('100000000000000.00');
  });

  it('totals declared figures, and current ones counting a weighed batch by its weight', () => {
    expect(
      inboundSums([
        { applyWeight: '10.10', applyQuantity: '3.00', weight: '10.05', quantity: '3.00' },
        { applyWeight: '20.20', applyQuantity: '4.00', weight: null, quantity: null },
      ]),
    ).toEqual({ applySumWeight: '30.30', applySumQuantity: '7.00', sumWeight: '30.25', sumQuantity: '7.00' });
  });
});

describe('the application form (wms/input/submit)', () => {
  it('accepts a full order and normalises the figures', () => {
    const r = inboundSubmitBody.parse(order());
    expect(r.batches[0]).toMatchObject({ batchNo: 'P001', applyWeight: '10.50', applyQuantity: '20.00' });
    expect(r.status).toBe(10);
    expect(inboundSubmitBody.parse(order({ status: '0' })).status).toBe(0);
  });

  it.each([
    [{ status: 1 }, m.submitStatusInvalid],
    [{ status: undefined }, m.submitStatusInvalid],
    [{ warehouseId: '' }, m.warehouseRequired],
    [{ materialId: undefined }, m.materialRequired],
    [{ reserveTime: '' }, m.reserveTimeRequired],
    [{ reserveTime: '2026-11-05' }, m.reserveTimeInvalid],
    [{ reserveTime: '2026-13-45 25:00:00' }, m.reserveTimeInvalid],
    [{ reservePerson: ' ' }, m.reservePersonRequired],
    [{ reservePerson: '张'.repeat(51) }, m.reservePersonMax],
    [{ reservePhone: '' }, m.reservePhoneRequired],
    [{ reservePhone: '12345' }, m.reservePhoneInvalid],
    [{ remark: '备'.repeat(201) }, m.remarkMax],
    [{ batches: [] }, m.batchesRequired],
    [{ batches: undefined }, m.batchesRequired],
    [{ batches: Array.from({ length: 101 }, (_, i) => batch({ batchNo: `P${i}` })) }, m.batchesMax],
    [{ batches: [batch(), batch()] }, m.batchNoDuplicate('P001')],
    [{ batches: [batch({ batchNo: '' })] }, m.batchNoRequired],
    [{ batches: [batch({ batchNo: 'x'.repeat(51) })] }, m.batchNoMax],
    [{ batches: [batch({ applyWeight: '' })] }, '请输入申请重量'],
    [{ batches: [batch({ applyQuantity: '1.001' })] }, '申请数量必须大于0，最多两位小数'],
    [{ batches: [batch({ props: [{ attrCode: '', value: '1' }] })] }, m.attrCodeRequired],
    [{ batches: [batch({ props: [{ attrCode: 'a', value: 'x'.repeat(101) }] })] }, m.attrValueMax],
    [
      {
        batches: [
          batch({
            props: [
              { attrCode: 'a', value: '1' },
              { attrCode: 'a', value: '2' },
            ],
          }),
        ],
      },
      m.attrDuplicate('a'),
    ],
  ])('refuses %j with its message', (over, message) => {
    expect(first(inboundSubmitBody.safeParse(order(over)))).toBe(message);
  });

  it('accepts a landline and an empty remark', () => {
    expect(inboundSubmitBody.safeParse(order({ reservePhone: '0371-66881234', remark: '' })).success).toBe(true);
  });
});

describe('the audits', () => {
  it('shipper audit: pass without opinion, reject needs one of at most 50 characters', () => {
    expect(shippingAuditBody.parse({ id: '1', status: 1 })).toMatchObject({ status: 1 });
    expect(first(shippingAuditBody.safeParse({ id: '1', status: 2 }))).toBe(m.opinionRequired);
    expect(first(shippingAuditBody.safeParse({ id: '1', status: 2, opinion: '  ' }))).toBe(m.opinionRequired);
    expect(first(shippingAuditBody.safeParse({ id: '1', status: 2, opinion: '驳'.repeat(51) }))).toBe(m.opinionMax);
    expect(first(shippingAuditBody.safeParse({ id: '1', status: 3 }))).toBe(m.auditStatusInvalid);
  });

  it('warehouse temp-save allows blank figures; what is given must be valid', () => {
    const r = warehouseTempSaveBody.parse({
      id: '1',
      batches: [{ id: '2', weight: '', quantity: '5', locator: ' A-01 ' }],
    });
    expect(r.batches[0]).toEqual({ id: '2', weight: null, quantity: '5.00', locator: 'A-01' });
    expect(first(warehouseTempSaveBody.safeParse({ id: '1', batches: [] }))).toBe(m.batchesRequired);
    expect(first(warehouseTempSaveBody.safeParse({ id: '1', batches: [{ id: '2', weight: '0' }] }))).toBe(
      '入库重量必须大于0，最多两位小数',
    );
    expect(first(warehouseTempSaveBody.safeParse({ id: '1', batches: [{ id: '2', locator: 'x'.repeat(101) }] }))).toBe(
      m.locatorMax,
    );
  });

  it('warehouse audit: reject needs an opinion', () => {
    expect(first(warehouseAuditBody.safeParse({ id: '1', status: 2 }))).toBe(m.opinionRequired);
    expect(warehouseAuditBody.parse({ id: '1', status: 1 }).batches).toEqual([]);
  });
});

describe('inspection (spec 3 §4, §5 Inspection upload)', () => {
  const file = (over: Record<string, unknown> = {}) => ({
    inputBatchId: '3',
    testFileCode: 'GJ-001',
    testFile: '4',
    testDesc: '外观良好',
    ...over,
  });
  it('labels 10 and 1 like the test_status dictionary', () => {
    expect(inspectionStatusLabel(InspectionStatus.pending)).toBe('待公检');
    expect(inspectionStatusLabel(InspectionStatus.done)).toBe('已完成');
  });

  it('accepts a save and a finish; an array of one image is that image', () => {
    expect(inspectionSubmitBody.parse({ id: '1', status: 10 }).files).toEqual([]);
    expect(
      inspectionSubmitBody.parse({ id: '1', status: '1', files: [file({ testFile: ['4'] })] }).files[0],
    ).toMatchObject({ testFile: '4' });
  });

  it.each([
    [{ testFileCode: '' }, im.fileCodeRequired],
    [{ testFileCode: undefined }, im.fileCodeRequired],
    [{ testFileCode: 'x'.repeat(101) }, im.fileCodeMax],
    [{ testDesc: '描'.repeat(401) }, im.descMax],
    [{ testFile: '' }, im.fileRequired],
    [{ testFile: ['4', '5'] }, im.oneFile],
    [{ testFile: '4,5' }, im.oneFile],
    [{ inputBatchId: '' }, im.batchRequired],
  ])('refuses a file %j: %s', (over, message) => {
    expect(first(inspectionSubmitBody.safeParse({ id: '1', status: 10, files: [file(over)] }))).toBe(message);
  });

  it('accepts a 100-character code and a 400-character description', () => {
    const ok = file({ testFileCode: 'x'.repeat(100), testDesc: '描'.repeat(400) });
    expect(inspectionSubmitBody.safeParse({ id: '1', status: 10, files: [ok] }).success).toBe(true);
  });

  it('refuses another status', () => {
    expect(first(inspectionSubmitBody.safeParse({ id: '1', status: 20 }))).toBe(im.statusInvalid);
  });

  it('takes only jpg, jpeg and png images (name and sniffed type)', () => {
    expect(im.fileType).toBe('上传文件只能是 jpg、jpeg、png!');
    expect(isInspectionImage({ extension: 'JPEG', mime: 'image/jpeg' })).toBe(true);
    expect(isInspectionImage({ extension: 'png', mime: 'image/png' })).toBe(true);
    expect(isInspectionImage({ extension: 'pdf', mime: 'application/pdf' })).toBe(false);
    expect(isInspectionImage({ extension: 'gif', mime: 'image/gif' })).toBe(false);
  });

  it('finds the first batch without a file', () => {
    const batches = [{ id: 'a' }, { id: 'b' }];
    expect(firstBatchWithoutFile(batches, [{ inputBatchId: 'a' }])).toEqual({ id: 'b' });
    expect(firstBatchWithoutFile(batches, [{ inputBatchId: 'b' }, { inputBatchId: 'a' }])).toBeUndefined();
  });
});

describe('a weight far above the declared one (warned before the warehouse passes)', () => {
  const lot = (batchNo: string, applyWeight: string, weight?: string | null) => ({ batchNo, applyWeight, weight });

  it('is more than 10% above the declaration', () => {
    expect(overweightBatches([lot('A', '20', '22'), lot('B', '20', '22.01'), lot('C', '20', '19')])).toEqual([
      { batchNo: 'B', weight: '22.01', applyWeight: '20', percent: '10.1' },
    ]);
    expect(overweightBatches([lot('D', '20.00', '2000')], '吨')).toEqual([
      { batchNo: 'D', weight: '2,000 吨', applyWeight: '20 吨', percent: '9900' },
    ]);
  });

  it('leaves batches not yet weighed alone', () => {
    expect(overweightBatches([lot('A', '20'), lot('B', '20', null), lot('C', '20', '')])).toEqual([]);
  });

  it('counts in decimals, not binary floats', () => {
    expect(overweightBatches([lot('A', '0.3', '0.33')])).toEqual([]);
    expect(overweightBatches([lot('A', '0.3', '0.34')])[0]?.percent).toBe('13.3');
  });
});
