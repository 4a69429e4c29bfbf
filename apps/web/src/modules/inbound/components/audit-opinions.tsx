import { Descriptions } from 'antd';
import type { InboundDetail } from '../api';

/** What the shipper and the warehouse wrote when they audited (a rejection's reason). */
export const AuditOpinions = ({ order }: { order: InboundDetail }) => (
  <Descriptions bordered size="small" column={1} data-testid="audit-opinions">
    <Descriptions.Item label="货主审核意见">{order.shippingAuditOpinion || '-'}</Descriptions.Item>
    <Descriptions.Item label="仓库审核意见">{order.warehouseAuditOpinion || '-'}</Descriptions.Item>
  </Descriptions>
);
