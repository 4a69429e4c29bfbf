import { BILL_MOVE_STATUS_EVENT, type BillMoveStatusEvent } from '@kc/domain/bill-move/bill-move';
import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Space, Spin } from 'antd';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { type BillMoveGoods, billMoveKeys, useBillMoveDetail } from '../api';
import { goodsColumns } from '../hooks/use-goods-columns';
import { BillMoveActions } from './bill-move-actions';
import { BillMoveInfo } from './bill-move-info';
import { BillMoveLogs } from './bill-move-logs';

/** One move: its heads and the caller's actions, the goods old → new, and the log. */
export const BillMoveDetailView = ({ id, onBack }: { id: string; onBack: () => void }) => {
  const { data: move, isLoading, isError } = useBillMoveDetail(id);
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: billMoveKeys.detail(id) });
  useLiveEvent<BillMoveStatusEvent>(BILL_MOVE_STATUS_EVENT, (e) => {
    if (String(e?.id) === id) refresh();
  });
  // The new receipts' signatures move the goods table (and, with the last, the move itself).
  useLiveEvent<ReceiptStatusEvent>(RECEIPT_STATUS_EVENT, (e) => {
    if (move?.goods.some((g) => g.newBillId === String(e?.id) || g.id === String(e?.id))) refresh();
  });
  const back = <Button onClick={onBack}>返回</Button>;
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !move) return <Result status="404" title="移库申请不存在或无权查看" extra={back} />;
  return (
    <Flex vertical gap={16}>
      <Card
        title={`移库申请 ${move.code}`}
        extra={
          <Space>
            <BillMoveActions move={move} />
            {back}
          </Space>
        }
      >
        <BillMoveInfo move={move} />
      </Card>
      <Card title="移库仓单" size="small">
        <DataTable<BillMoveGoods>
          data-testid="bill-move-goods"
          size="small"
          columns={goodsColumns}
          dataSource={move.goods}
          pagination={false}
        />
      </Card>
      <Card title="操作记录" size="small">
        <BillMoveLogs logs={move.logs} />
      </Card>
    </Flex>
  );
};
