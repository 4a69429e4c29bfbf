import type { DemoGoods } from '../../goods';

/**
 * Demo goods categories a trader recognises, with the demo bank's (JR0001, the 'bank' account's enterprise)
 * own names for them and two financing goods. Units and cargo types are keys of the dictionaries
 * weight_unit (1 吨), number_unit (1 件, 2 包) and ccb_cargo_type (0 棉花, 1 棉纱, 2 其他).
 * 等级, 产地 and 规格型号 are common attributes already, so the extras name what they do not cover.
 */
export const demoGoods: DemoGoods = {
  bankCode: 'JR0001',
  categories: [
    {
      code: 'MH001',
      name: '棉花',
      pricingMode: 0,
      ccbType: '0',
      weightUnit: '1',
      numberUnit: '2',
      sort: 1,
      extras: [
        { attrCode: 'producingArea', attrName: '产区' },
        { attrCode: 'colorGrade', attrName: '颜色级' },
        { attrCode: 'moisture', attrName: '回潮率' },
        { attrCode: 'micronaire', attrName: '马克隆值' },
        // 拆单属性 (isSplit): the owner's split divides the bales between the new receipt and the remainder.
        { attrCode: 'bales', attrName: '包数' },
      ],
      flags: {
        grade: { isTrade: 1, isContract: 1, isHome: 1 },
        producingArea: { isHome: 1 },
        micronaire: { isTrade: 1 },
        bales: { isSplit: 1 },
      },
      bankDetail: { name: '建行棉花', code: 'CCB-MH' },
    },
    {
      code: 'MS001',
      name: '棉纱',
      pricingMode: 0,
      ccbType: '1',
      weightUnit: '1',
      numberUnit: '2',
      sort: 2,
      extras: [
        { attrCode: 'yarnCount', attrName: '支数' },
        { attrCode: 'twist', attrName: '捻度' },
      ],
      flags: { yarnCount: { isTrade: 1, isContract: 1, isHome: 1 } },
      bankDetail: { name: '建行棉纱', code: 'CCB-MS' },
    },
    {
      code: 'GC001',
      name: '钢材',
      pricingMode: 1,
      ccbType: '2',
      weightUnit: '1',
      numberUnit: '1',
      sort: 3,
      extras: [
        { attrCode: 'steelGrade', attrName: '牌号' },
        { attrCode: 'standard', attrName: '执行标准' },
      ],
      flags: { steelGrade: { isTrade: 1, isContract: 1, isHome: 1 } },
      bankDetail: { name: '建行钢材', code: 'CCB-GC' },
    },
  ],
  financingGoods: [
    { code: 'RZ-MH', name: '棉花质押融资', type: 0, pricingMode: 0, sort: 1, materialCodes: ['MH001'] },
    { code: 'RZ-MS', name: '棉纱质押融资', type: 1, pricingMode: 0, sort: 2, materialCodes: ['MS001'] },
  ],
};

/** The desk bank's (JR0002, the 'bank2' account's enterprise) names for the same categories and its financing goods. */
export const demoDeskBankGoods: DemoGoods = {
  ...demoGoods,
  bankCode: 'JR0002',
  categories: demoGoods.categories.map((c) => ({
    ...c,
    bankDetail: { name: c.bankDetail.name.replace('建行', '农行'), code: c.bankDetail.code.replace('CCB', 'ABC') },
  })),
};

/** The demo banks that work from the platform's bank desk (kc_bank_desk_setting mode 'desk'). */
export const demoDeskBankCodes = ['JR0002'] as const;
