import { canShipperAudit, canWarehouseAudit } from '@kc/domain/inbound/status';
import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { useLiveEvent } from '../../../app/live-events';
import { useRefreshRecords } from '../../../app/query-keys';
import { inboundKeys, useAuditPermission, useInboundDetail } from '../api';
import { useInboundLive } from '../hooks/use-inbound-live';
import { useInboundParty } from '../hooks/use-inbound-party';
import { inspectionDetailPath } from '../inbound-paths';
import { AuditOpinions } from './audit-opinions';
import { GeneratedReceipts } from './generated-receipts';
import { InboundBatches } from './inbound-batches';
import { InboundInfo } from './inbound-info';
import { InboundSteps } from './inbound-steps';
import { ShipperAudit } from './shipper-audit';
import { WarehouseAudit } from './warehouse-audit';

type Props = { id: string; audit: boolean; onBack: () => void };

/**
 * One inbound order: steps, fields, batches, opinions and its receipts. In audit mode the side whose turn it
 * is (checkAuditPermission) decides here: the shipper at 10, the warehouse at 20.
 */
export const InboundDetailView = ({ id, audit, onBack }: Props) => {
  const { data: order, isLoading, isError } = useInboundDetail(id);
  const permission = useAuditPermission(id, audit);
  const party = useInboundParty();
  const refresh = useRefreshRecords();
  useInboundLive();
  useLiveEvent<ReceiptStatusEvent>(RECEIPT_STATUS_EVENT, (e) => {
    if (order?.receipts.some((r) => String(r.id) === String(e?.id))) refresh([inboundKeys.detail(id)]);
  });
  const back = <Button onClick={onBack}>返回</Button>;
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !order) return <Result status="404" title="入库单不存在" extra={back} />;
  const shipperTurn = audit && (permission.data?.shipping ?? party.isShipperOf(order)) && canShipperAudit(order.status);
  const warehouseTurn =
    audit && (permission.data?.warehouse ?? party.isWarehouseOf(order)) && canWarehouseAudit(order.status);
  return (
    <Flex vertical gap={16}>
      <Card title={`入库单 ${order.code}`} extra={back}>
        <InboundSteps order={order} />
      </Card>
      <Card title="入库单信息" size="small">
        <InboundInfo order={order} />
      </Card>
      <Card
        title={warehouseTurn ? '仓库入库' : '入库批次'}
        size="small"
        extra={order.testId ? <Link to={inspectionDetailPath(String(order.testId))}>公检详情</Link> : undefined}
      >
        {warehouseTurn ? <WarehouseAudit order={order} /> : <InboundBatches order={order} />}
      </Card>
      {shipperTurn && (
        <Card title="货主审核" size="small">
          <ShipperAudit id={order.id} />
        </Card>
      )}
      <Card title="审核意见" size="small">
        <AuditOpinions order={order} />
      </Card>
      {order.receipts.length > 0 && (
        <Card title="生成的仓单" size="small">
          <GeneratedReceipts order={order} />
        </Card>
      )}
    </Flex>
  );
};
