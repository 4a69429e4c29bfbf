/**
 * The move demo's receipt: one more lot of the demo shipper's cotton, weighed and stored by the demo warehouse, so
 * the trading demo's three receipts keep their contracts. Its receipt comes into effect at the first start and the
 * shipper applies to move it to the second demo warehouse; the move waits for the first warehouse to confirm.
 */
export const demoMoveOrder = {
  code: 'RK20261105001',
  shipper: 'shipper',
  warehouse: 'warehouse',
  material: 'MH001',
  status: 1,
  reserveTime: '2026-11-06 09:00:00',
  reservePerson: '张建国',
  reservePhone: '13812340001',
  remark: '新疆机采棉一批，待移往南通港仓库',
  submitTime: '2026-11-05 09:10:20',
  shippingAuditTime: '2026-11-05 10:02:11',
  storedTime: '2026-11-06 15:40:00',
  batches: [
    {
      batchNo: '65001251105',
      applyWeight: '22.60',
      applyQuantity: '100',
      weight: '22.58',
      quantity: '100',
      locator: 'C-01-04',
      props: {
        brand: '天山雪',
        spec: '3128B',
        origin: '新疆阿克苏',
        grade: '三级',
        batchNo: '65001251105',
        producingArea: '新疆',
        colorGrade: '白棉3级',
        moisture: '7.7',
        micronaire: '4.3',
        bales: '100',
      },
    },
  ],
};

/** The demo move: the shipper's receipt of demoMoveOrder, from the demo warehouse to the second one. */
export const demoMove = {
  holder: 'shipper',
  target: 'warehouse2',
  reason: '下游纺织客户集中在华东，拟将该批棉花移至南通港仓库就近交割。',
};
