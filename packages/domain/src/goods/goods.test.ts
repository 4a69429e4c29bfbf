import { describe, expect, it } from 'vitest';
import {
  ATTR_FLAGS,
  attributeSchema,
  baseMaterialForm,
  baseMaterialMessages,
  DEFAULT_ATTR_FLAGS,
  keepsCatalogue,
  materialStatusBody,
  newAttribute,
} from './base-material';
import { bankMaterialDetailForm, financingGoodsForm, financingMessages } from './financing';
import { updateWmsMaterialIdBody, wmsMaterialForm, wmsMaterialMessages } from './wms-material';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

const attr = newAttribute(1, 1, { attrCode: 'grade', attrName: '等级' });
const category = {
  name: '棉花',
  code: 'MH001',
  pricingMode: 0,
  sort: 1,
  status: 1,
  commonAttributeList: [],
  baseMaterialAttributeList: [attr],
};

describe('goods category (spec 1 §5 Base material)', () => {
  it('starts a new attribute as receipt 1, trade 0, contract 0, storage 1, split 0, home 0, pickup 1', () => {
    expect(DEFAULT_ATTR_FLAGS).toEqual({
      isShow: 1,
      isTrade: 0,
      isContract: 0,
      isStorage: 1,
      isSplit: 0,
      isHome: 0,
      isPickup: 1,
    });
    expect(newAttribute(1, 3)).toMatchObject({ attrType: 1, sort: 3, ...DEFAULT_ATTR_FLAGS });
  });

  it('accepts a complete category', () => {
    expect(baseMaterialForm.safeParse(category).success).toBe(true);
  });

  it.each([
    [{ name: '' }, baseMaterialMessages.nameRequired],
    [{ name: '棉'.repeat(201) }, baseMaterialMessages.nameMax],
    [{ code: '' }, baseMaterialMessages.codeRequired],
    [{ pricingMode: '' }, baseMaterialMessages.pricingModeRequired],
    [{ pricingMode: 2 }, baseMaterialMessages.pricingModeRequired],
    [{ sort: '' }, baseMaterialMessages.sortRequired],
    [{ sort: '123456789012' }, baseMaterialMessages.sortInvalid],
    [{ sort: '1.5' }, baseMaterialMessages.sortInvalid],
    [{ status: undefined }, baseMaterialMessages.statusRequired],
  ])('refuses %j', (patch, message) => {
    expect(first(baseMaterialForm.safeParse({ ...category, ...patch }))).toBe(message);
  });

  it('accepts a 200-character name and an 11-digit sort', () => {
    expect(
      first(baseMaterialForm.safeParse({ ...category, name: '棉'.repeat(200), sort: '12345678901' })),
    ).toBeUndefined();
  });

  it.each(ATTR_FLAGS.map(([key, label]) => [key, label]))('requires the attribute flag %s', (key, label) => {
    expect(first(attributeSchema.safeParse({ ...attr, [key]: '' }))).toBe(baseMaterialMessages.attrFlagRequired(label));
  });

  it('requires attribute code, name and sort, and refuses a repeated code', () => {
    expect(first(attributeSchema.safeParse({ ...attr, attrCode: '' }))).toBe(baseMaterialMessages.attrCodeRequired);
    expect(first(attributeSchema.safeParse({ ...attr, attrName: ' ' }))).toBe(baseMaterialMessages.attrNameRequired);
    expect(first(attributeSchema.safeParse({ ...attr, sort: '' }))).toBe(baseMaterialMessages.attrSortRequired);
    const twice = { ...category, commonAttributeList: [{ ...attr, attrType: 0 }] };
    expect(first(baseMaterialForm.safeParse(twice))).toBe(baseMaterialMessages.attrCodeDuplicate('grade'));
  });

  it('updates the status of several categories', () => {
    expect(materialStatusBody.safeParse({ ids: '1,2', status: 2 }).success).toBe(true);
    expect(first(materialStatusBody.safeParse({ ids: '1', status: 5 }))).toBe(baseMaterialMessages.statusRequired);
  });
});

describe('per-bank detail and financing goods', () => {
  const goods = {
    bankEnterpriseId: '1000010',
    code: 'CCB-MH',
    name: '棉花质押融资',
    type: 0,
    pricingMode: 0,
    sort: 1,
    status: 1,
    attributeList: [{ materialId: '1000020', sort: 1 }],
  };

  it('needs at least one category with a sort', () => {
    expect(financingGoodsForm.safeParse(goods).success).toBe(true);
    expect(first(financingGoodsForm.safeParse({ ...goods, attributeList: [] }))).toBe(
      financingMessages.attributesRequired,
    );
    expect(first(financingGoodsForm.safeParse({ ...goods, attributeList: undefined }))).toBe(
      financingMessages.attributesRequired,
    );
    const noSort = { ...goods, attributeList: [{ materialId: '1000020', sort: '' }] };
    expect(first(financingGoodsForm.safeParse(noSort))).toBe(financingMessages.attrSortRequired);
    const noMaterial = { ...goods, attributeList: [{ materialId: '', sort: 1 }] };
    expect(first(financingGoodsForm.safeParse(noMaterial))).toBe(financingMessages.materialRequired);
    const longSort = { ...goods, attributeList: [{ materialId: '1000020', sort: '123456789012' }] };
    expect(first(financingGoodsForm.safeParse(longSort))).toBe(baseMaterialMessages.sortInvalid);
  });

  it('needs a bank, a type and a name', () => {
    expect(first(financingGoodsForm.safeParse({ ...goods, bankEnterpriseId: '' }))).toBe(
      financingMessages.bankRequired,
    );
    expect(first(financingGoodsForm.safeParse({ ...goods, type: 3 }))).toBe(financingMessages.typeRequired);
    expect(first(financingGoodsForm.safeParse({ ...goods, name: '' }))).toBe(financingMessages.nameRequired);
    const detail = { materialId: '1000020', bankEnterpriseId: '', name: '建行棉花', code: 'X', sort: 1, status: 1 };
    expect(first(bankMaterialDetailForm.safeParse(detail))).toBe(financingMessages.bankRequired);
  });
});

describe('WMS mapping (spec 1 §5, spec 3 §5)', () => {
  const mapping = {
    warehouseId: '1000030',
    materialId: '1000020',
    materialAddList: [{ externalMaterialId: 'WMS-01', wmsMaterialName: '新疆机采棉' }],
  };

  it.each([
    [{ warehouseId: '' }, wmsMaterialMessages.warehouseRequired],
    [{ materialId: undefined }, wmsMaterialMessages.materialRequired],
    [{ materialAddList: [] }, wmsMaterialMessages.oneRowAtLeast],
    [{ materialAddList: [{ externalMaterialId: 'A', wmsMaterialName: '' }] }, wmsMaterialMessages.rowRequired],
    [{ materialAddList: [{ externalMaterialId: 'A'.repeat(101), wmsMaterialName: 'x' }] }, wmsMaterialMessages.rowMax],
    [
      {
        materialAddList: [
          { externalMaterialId: 'A', wmsMaterialName: 'x' },
          { externalMaterialId: 'A', wmsMaterialName: 'y' },
        ],
      },
      wmsMaterialMessages.duplicateCode('A'),
    ],
  ])('refuses %j', (patch, message) => {
    expect(first(wmsMaterialForm.safeParse({ ...mapping, ...patch }))).toBe(message);
  });

  it('maps at least one selected row to a category', () => {
    expect(updateWmsMaterialIdBody.parse({ ids: '1,2', materialId: '3' }).ids).toEqual(['1', '2']);
    expect(first(updateWmsMaterialIdBody.safeParse({ ids: '', materialId: '3' }))).toBe(wmsMaterialMessages.selectRows);
    expect(first(updateWmsMaterialIdBody.safeParse({ ids: ['1'], materialId: '' }))).toBe(
      wmsMaterialMessages.materialRequired,
    );
  });
});

describe('who keeps the catalogue', () => {
  it('is the platform operator (administrator or operator staff), never a bank or an enterprise', () => {
    expect(keepsCatalogue(['administrator'])).toBe(true);
    expect(keepsCatalogue(['bank', 'platform'])).toBe(true);
    for (const role of ['bank', 'shipper', 'buyer', 'warehouse']) expect(keepsCatalogue([role]), role).toBe(false);
    expect(keepsCatalogue([])).toBe(false);
  });
});
