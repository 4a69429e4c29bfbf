import { Table } from 'antd';
import type { ReceiptAttr } from '../api';

/** The category's receipt attributes as the receipt carries them, by name (the codes are for machines). */
export const ReceiptAttrs = ({ attrs }: { attrs: ReceiptAttr[] }) => (
  <Table<ReceiptAttr>
    data-testid="receipt-attrs"
    rowKey="attrCode"
    size="small"
    pagination={false}
    dataSource={attrs}
    locale={{ emptyText: '暂无属性' }}
    columns={[
      { title: '属性', dataIndex: 'attrName', width: 240, render: (v: string, a) => v || a.attrCode },
      { title: '属性值', dataIndex: 'value', render: (v: string) => v || '-' },
    ]}
  />
);
