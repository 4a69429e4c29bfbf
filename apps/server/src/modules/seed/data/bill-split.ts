/**
 * The owner's split demo's receipt: one more lot of the demo shipper's cotton stored at the demo warehouse (so no
 * other demo's receipts are used), 包数 its splittable attribute (拆单属性). Its receipt comes into effect at the
 * first start and the shipper saves a split application of it as a draft (status '1'): 12.00 t and 60 bales for
 * the new receipt, the rest stays with the remainder.
 */
export const demoBillSplitOrder = {
  code: 'RK20261112001',
  shipper: 'shipper',
  warehouse: 'warehouse',
  material: 'MH001',
  status: 1,
  reserveTime: '2026-11-13 09:00:00',
  reservePerson: '张建国',
  reservePhone: '13812340001',
  remark: '新疆机采棉一批，拟拆分部分货物单独销售',
  submitTime: '2026-11-12 09:05:00',
  shippingAuditTime: '2026-11-12 09:40:00',
  storedTime: '2026-11-13 15:10:00',
  batches: [
    {
      batchNo: '65001251112',
      applyWeight: '27.00',
      applyQuantity: '120',
      weight: '26.96',
      quantity: '120',
      locator: 'C-03-02',
      props: {
        brand: '天山雪',
        spec: '3129B',
        origin: '新疆库尔勒',
        grade: '二级',
        batchNo: '65001251112',
        producingArea: '新疆',
        colorGrade: '白棉2级',
        moisture: '7.4',
        micronaire: '4.3',
        bales: '120',
      },
    },
  ],
};

/** The demo application's figures for the new receipt. */
export const demoBillSplit = {
  holder: 'shipper',
  totalWeight: '12.00',
  totalQuantity: '60',
  bales: '60',
};
