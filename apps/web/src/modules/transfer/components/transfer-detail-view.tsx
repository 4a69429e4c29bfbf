import { Button, Card, Flex, Result, Space, Spin } from 'antd';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useTransferDetail } from '../api';
import { useTransferLive } from '../hooks/use-transfer-live';
import { TRANSFER_LIST_PATH } from '../transfer-paths';
import { TransferActionButtons } from './transfer-action-buttons';
import { TransferFeeStatus } from './transfer-fee-status';
import { TransferGoodsTable } from './transfer-goods-table';
import { TransferHeads } from './transfer-heads';
import { TransferLogTable } from './transfer-log-table';

/** One transfer (spec 3 §3, §5 Transfer audit): its heads and the caller's moves, the goods old → new, the log. */
export const TransferDetailView = ({ id }: { id: string }) => {
  const { data: t, isLoading, isError } = useTransferDetail(id);
  const close = useClosePage();
  useTransferLive(t?.contractId ?? '', id, t?.goods ?? []);
  const back = (
    <Button data-testid="transfer-back" onClick={() => close(TRANSFER_LIST_PATH)}>
      返回
    </Button>
  );
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !t) return <Result status="404" title="过户申请不存在" extra={back} />;
  return (
    <Flex vertical gap={16}>
      <Card
        title={`过户 ${t.contractCode}`}
        extra={
          <Space>
            <TransferActionButtons transfer={t} />
            {back}
          </Space>
        }
      >
        <TransferHeads transfer={t} />
      </Card>
      <Card title="付款情况" size="small">
        <TransferFeeStatus fees={t.fees} />
      </Card>
      <Card title="仓单明细" size="small">
        <TransferGoodsTable goods={t.goods} />
      </Card>
      <Card title="过户记录" size="small">
        <TransferLogTable logs={t.logs} />
      </Card>
    </Flex>
  );
};
