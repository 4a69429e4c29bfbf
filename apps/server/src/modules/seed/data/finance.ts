/**
 * The pledge-financing demo's receipts: five more lots of the demo shipper's cotton, weighed and stored by the demo
 * warehouse. The first two are pledged to the demo bank under one application (已质押, the four-party agreement
 * sealed by supplier, platform and warehouse, the pledge notices by owner and warehouse, the loan disbursed), the
 * third is under an application waiting for the platform's four-party review, and the last two stay free for a
 * newcomer (and the browser journey) to apply with.
 */
const lot = (n: number, weight: string, quantity: string, locator: string, moisture: string) => ({
  batchNo: `6500125110${n}`,
  applyWeight: weight,
  applyQuantity: quantity,
  weight,
  quantity,
  locator,
  props: {
    brand: '天山雪',
    spec: '3128B',
    origin: '新疆阿克苏',
    grade: '三级',
    batchNo: `6500125110${n}`,
    producingArea: '新疆',
    colorGrade: '白棉3级',
    moisture,
    micronaire: '4.3',
    bales: quantity,
  },
});

export const demoFinanceOrder = {
  code: 'RK20261108001',
  shipper: 'shipper',
  warehouse: 'warehouse',
  material: 'MH001',
  status: 1,
  reserveTime: '2026-11-09 09:00:00',
  reservePerson: '张建国',
  reservePhone: '13812340001',
  remark: '新疆机采棉五批，拟办理仓单质押融资',
  submitTime: '2026-11-08 09:12:40',
  shippingAuditTime: '2026-11-08 10:05:02',
  storedTime: '2026-11-09 16:10:00',
  batches: [
    lot(1, '30.12', '134', 'D-01-01', '7.5'),
    lot(2, '28.46', '127', 'D-01-02', '7.6'),
    lot(3, '31.05', '138', 'D-01-03', '7.4'),
    lot(4, '26.80', '120', 'D-01-04', '7.7'),
    lot(5, '29.33', '131', 'D-01-05', '7.5'),
  ],
};

/** The demo applications: the bank's cotton financing goods, the unit price per tonne and the pledge rate. */
export const demoFinance = {
  shipper: 'shipper',
  warehouse: 'warehouse',
  bank: 'bank',
  platform: 'platform',
  goodsCode: 'RZ-MH',
  pledged: {
    lots: [0, 1],
    applyMoney: '600000.00',
    priceUnit: '15600.00',
    cltPlgRate: '70',
    remark: '用于采购新季籽棉的流动资金',
    loan: { amount: '580000.00', currency: '156', loanDate: '2026-11-16', dueDate: '2027-05-15', interestRate: '3.85' },
    /** the platform's committed financing service fee: 580,000 × 0.5 % ÷ 360 × 30 days × 90 % = 217.50, unpaid */
    fee: { feeBegin: '2026-11-16', feeEnd: '2026-12-15', feeRate: '0.5', daysOfYear: 360, discountRate: '90' },
  },
  awaitingReview: {
    lots: [2],
    applyMoney: '300000.00',
    priceUnit: '15800.00',
    cltPlgRate: '65',
    remark: '补充春季纺织订单备货资金',
  },
};
