/**
 * The outbound demo's receipt: one more lot of the demo shipper's cotton stored at the demo warehouse (so no other
 * demo's receipts are used). Its receipt comes into effect at the first start, the shipper applies to take the goods
 * out and passes its own audit: the order waits for the demo warehouse (20 待仓库出库) to check the pick-up code and
 * weigh the goods out.
 */
export const demoOutboundOrder = {
  code: 'RK20261110001',
  shipper: 'shipper',
  warehouse: 'warehouse',
  material: 'MH001',
  status: 1,
  reserveTime: '2026-11-11 09:00:00',
  reservePerson: '张建国',
  reservePhone: '13812340001',
  remark: '新疆机采棉一批，销售后提货出库',
  submitTime: '2026-11-10 09:05:00',
  shippingAuditTime: '2026-11-10 09:40:00',
  storedTime: '2026-11-11 14:20:00',
  batches: [
    {
      batchNo: '65001251110',
      applyWeight: '24.80',
      applyQuantity: '110',
      weight: '24.76',
      quantity: '110',
      locator: 'C-02-07',
      props: {
        brand: '天山雪',
        spec: '3129B',
        origin: '新疆库尔勒',
        grade: '二级',
        batchNo: '65001251110',
        producingArea: '新疆',
        colorGrade: '白棉2级',
        moisture: '7.5',
        micronaire: '4.2',
        bales: '110',
      },
    },
  ],
};

/** The demo outbound application of demoOutboundOrder's receipt: the whole lot, picked up by truck. */
export const demoOutbound = {
  holder: 'shipper',
  reserveTime: '2026-12-15 09:00:00',
  pickPerson: '王建军',
  pickPhone: '13812340009',
  carNo: '豫A·D2718',
  remark: '销售给浙江锦华纺织，整批提货',
};
