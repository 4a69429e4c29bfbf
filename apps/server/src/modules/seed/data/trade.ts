import { DEFAULT_TENANT_ID } from '@kc/domain';
import type { DemoTrade } from '../../trade';

/**
 * Demo listed goods and a demand (spec 2 §5, spec 3 §2): the demo shipper (HZ0001, 江苏恒丰棉业) offers Xinjiang
 * cotton from its own stock, two lots approved and on the shelf and one waiting for the platform's audit; the
 * demo buyer (MF0001, 浙江锦华纺织) asks for machine-picked cotton. Attribute values are by code of the cotton
 * category's trade attributes (等级 grade, 马克隆值 micronaire; seed/data/goods.ts).
 */
export const demoTrade: DemoTrade = {
  tenantId: DEFAULT_TENANT_ID,
  supplier: { code: 'HZ0001', account: 'shipper' },
  buyer: { code: 'MF0001', account: 'buyer' },
  platformAccount: 'platform',
  listings: [
    {
      material: 'MH001',
      name: '新疆机采棉 3128B 白棉三级',
      price: '15860.00',
      totalWeight: '120.5',
      totalQuantity: '530',
      attrs: { grade: '三级', micronaire: '4.3' },
      approved: true,
      remark: '2025/26年度新棉，郑州圃田交割库自提',
    },
    {
      material: 'MH001',
      name: '新疆细绒棉 2129B 白棉二级',
      price: '16280.00',
      totalWeight: '88.76',
      totalQuantity: '390',
      attrs: { grade: '二级', micronaire: '4.1' },
      approved: true,
    },
    {
      material: 'MH001',
      name: '阿克苏长绒棉 白棉一级',
      price: '17500.00',
      totalWeight: '45.2',
      totalQuantity: '200',
      attrs: { grade: '一级', micronaire: '3.9' },
      approved: false,
    },
  ],
  demands: [
    {
      material: 'MH001',
      name: '求购新疆机采棉 3128B',
      totalWeight: '200',
      price: '15800.00',
      attrs: { grade: '三级' },
      contactName: '李晓梅',
      contactPhone: '13957560002',
      validDays: 90,
      remark: '马克隆值4.0–4.6，郑州或周边交割库交货，款到发货',
    },
  ],
};
