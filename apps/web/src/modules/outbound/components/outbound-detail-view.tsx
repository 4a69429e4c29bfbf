import { OUTBOUND_STATUS_EVENT, type OutboundStatusEvent } from '@kc/domain/outbound/status';
import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Result, Space, Spin, Table } from 'antd';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { type OutboundBill, outboundKeys, useOutboundDetail } from '../api';
import { billColumns, recordColumns } from '../hooks/use-bill-columns';
import { OutboundActions } from './outbound-actions';
import { OutboundInfo, OutboundSteps } from './outbound-info';
import { ShipperAudit } from './shipper-audit';
import { WarehouseWeigh } from './warehouse-weigh';

type Log = {
  id: string;
  createTime: string | null;
  operatorName: string | null;
  enterpriseName: string | null;
  operateType: string;
  remark: string | null;
};

/** One order: heads and steps, the pick-up code (its holder only), receipts, the audits, records, log. */
export const OutboundDetailView = ({ id, onBack }: { id: string; onBack: () => void }) => {
  const { data: order, isLoading, isError } = useOutboundDetail(id);
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: outboundKeys.all });
  useLiveEvent<OutboundStatusEvent>(OUTBOUND_STATUS_EVENT, (e) => {
    if (String(e?.id) === id) refresh();
  });
  // A remainder's signatures (and its effect, which cancels the origin) move the receipts table.
  useLiveEvent<ReceiptStatusEvent>(RECEIPT_STATUS_EVENT, (e) => {
    if (order?.bills.some((b) => b.billId === String(e?.id) || b.remainderBillId === String(e?.id))) refresh();
  });
  const back = <Button onClick={onBack}>返回</Button>;
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !order) return <Result status="404" title="出库单不存在或无权查看" extra={back} />;
  return (
    <Flex vertical gap={16}>
      <Card
        title={`出库单 ${order.code}`}
        extra={
          <Space>
            <OutboundActions order={order} onRemoved={onBack} />
            {back}
          </Space>
        }
      >
        <Flex vertical gap={16}>
          <OutboundSteps order={order} />
          {order.vrCode && (
            <Alert
              type="info"
              showIcon
              data-testid="outbound-vr-code-shown"
              title={`提货码：${order.vrCode}`}
              description={order.vrChecked ? '仓库已核验' : '请将提货码交给提货人，仓库出库时核验（仅可使用一次）'}
            />
          )}
          <OutboundInfo order={order} />
        </Flex>
      </Card>
      <Card title="出库仓单" size="small">
        <DataTable<OutboundBill>
          data-testid="outbound-bills-table"
          size="small"
          columns={billColumns(order)}
          dataSource={order.bills}
          pagination={false}
        />
      </Card>
      {order.actions.shippingAudit && (
        <Card title="货主审核" size="small">
          <ShipperAudit id={order.id} />
        </Card>
      )}
      {order.actions.warehouseAudit && <WarehouseWeigh key={order.id} order={order} />}
      {order.records.length > 0 && (
        <Card title="出库记录" size="small">
          <DataTable
            data-testid="outbound-records"
            size="small"
            columns={recordColumns(order)}
            dataSource={order.records}
            pagination={false}
          />
        </Card>
      )}
      <Card title="操作记录" size="small">
        <Table<Log>
          data-testid="outbound-logs"
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={order.logs}
          columns={[
            { title: '时间', dataIndex: 'createTime', width: 170 },
            { title: '操作企业', dataIndex: 'enterpriseName', width: 220, render: (v: string | null) => v || '-' },
            { title: '操作人', dataIndex: 'operatorName', width: 90, render: (v: string | null) => v || '系统' },
            { title: '操作', dataIndex: 'operateType', width: 240 },
            { title: '说明', dataIndex: 'remark', render: (v: string | null) => v || '-' },
          ]}
        />
      </Card>
    </Flex>
  );
};
