import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Space, Spin } from 'antd';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { type ApplyBill, type ContainerRow, type GoodsRow, useBillApplyDetail, wmsKeys } from '../api';
import { applyBillColumns } from '../hooks/use-apply-bill-columns';
import { containerBaseColumns } from '../hooks/use-container-columns';
import { useGoodsColumns } from '../hooks/use-goods-columns';
import { useWmsLive } from '../hooks/use-wms-live';
import { wmsStatusMaps } from '../wms-status';
import { BillApplyActions } from './bill-apply-actions';
import { BillApplyInfo } from './bill-apply-info';

const containerColumns = containerBaseColumns(wmsStatusMaps.container);

/** One application: heads and the caller's actions, its containers, their goods, and the receipts generated. */
export const BillApplyDetailView = ({ id, onBack }: { id: string; onBack: () => void }) => {
  const { data, isLoading, isError } = useBillApplyDetail(id);
  const goodsColumns = useGoodsColumns();
  const client = useQueryClient();
  useWmsLive();
  useLiveEvent<ReceiptStatusEvent>(RECEIPT_STATUS_EVENT, (e) => {
    if (data?.bills.some((b) => b.id === String(e?.id)))
      void client.invalidateQueries({ queryKey: wmsKeys.billApply(id) });
  });
  const back = <Button onClick={onBack}>返回</Button>;
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !data) return <Result status="404" title="货物申请不存在或无权查看" extra={back} />;
  return (
    <Flex vertical gap={16}>
      <Card
        title={`货物申请 ${data.apply.applyCode}`}
        extra={
          <Space>
            <BillApplyActions detail={data} />
            {back}
          </Space>
        }
      >
        <BillApplyInfo apply={data.apply} />
      </Card>
      <Card title="申请货箱" size="small">
        <DataTable<ContainerRow>
          data-testid="wms-bill-apply-containers"
          size="small"
          columns={containerColumns}
          dataSource={data.containers}
          pagination={false}
        />
      </Card>
      <Card title="货物明细" size="small">
        <DataTable<GoodsRow>
          data-testid="wms-bill-apply-goods"
          size="small"
          columns={goodsColumns}
          dataSource={data.goods}
          pagination={false}
        />
      </Card>
      <Card title="生成的仓单" size="small">
        <DataTable<ApplyBill>
          data-testid="wms-bill-apply-bills"
          size="small"
          columns={applyBillColumns}
          dataSource={data.bills}
          pagination={false}
          locale={{ emptyText: '尚未生成仓单' }}
        />
      </Card>
    </Flex>
  );
};
