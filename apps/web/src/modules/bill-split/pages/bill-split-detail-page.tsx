import { BILL_SPLIT_STATUS_EVENT, type BillSplitStatusEvent, isBillSplitRejected } from '@kc/domain/bill-split/status';
import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { doneMessages } from '@kc/domain/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Result, Space, Spin, Steps, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useLiveEvent } from '../../../app/live-events';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { type BillSplitDetail, billSplitKeys, useBillSplitDetail, useBillSplitMutations } from '../api';
import { BILL_SPLIT_LIST_PATH, billSplitEditPath, splitBatchSignPath } from '../bill-split-paths';
import { BillSplitAuditForm } from '../components/audit-form';
import { LiveVideoDialog } from '../components/live-video-dialog';
import { BillSplitStatusTag } from '../components/status';

type Attr = BillSplitDetail['materielDetail'][number];
const attrColumns = [
  { title: '属性', dataIndex: 'attrName' },
  { title: '值', dataIndex: 'value' },
  { title: '拆单属性', dataIndex: 'isSplit', render: (v: number) => (v === 1 ? '是' : '否') },
];
const billText = (b: BillSplitDetail['newBill']) => (b ? `${b.code}（${b.statusName}）` : '-');

/** /ple/billSplitApplyDetail?id= : the five steps, the receipts, the figures, the reviews and the log. */
export const BillSplitDetailPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  const close = useClosePage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data: d, isLoading, isError } = useBillSplitDetail(id);
  const [video, setVideo] = useState(false);
  const confirm = useConfirmAction();
  const { remove } = useBillSplitMutations();
  const refresh = () => void client.invalidateQueries({ queryKey: billSplitKeys.all });
  useLiveEvent<BillSplitStatusEvent>(BILL_SPLIT_STATUS_EVENT, (e) => {
    if (String(e?.id) === id) refresh();
  });
  useLiveEvent<ReceiptStatusEvent>(RECEIPT_STATUS_EVENT, (e) => {
    const bill = String(e?.id);
    if (d && [d.billId, d.newBillId, d.remainderBillId].includes(bill)) refresh();
  });
  const back = <Button onClick={() => close(BILL_SPLIT_LIST_PATH)}>返回</Button>;
  if (!id) return <Result status="warning" title="未指定拆单申请" />;
  if (isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (isError || !d) return <Result status="404" title="拆单申请不存在或无权查看" extra={back} />;
  const successors = [d.newBillId, d.remainderBillId].filter((x): x is string => x != null);
  return (
    <Flex vertical gap={16}>
      <Card
        title={`拆单申请 ${d.billCode}`}
        extra={
          <Space>
            {d.actions.edit && (
              <Button type="primary" onClick={() => navigate(billSplitEditPath(d.id))} data-testid="bill-split-edit">
                编辑
              </Button>
            )}
            {d.actions.void && (
              <Button
                danger
                data-testid="bill-split-void"
                onClick={() =>
                  confirm({
                    content: '确定作废该拆单申请？',
                    danger: true,
                    done: doneMessages.removed,
                    run: () => remove.mutateAsync(d.id),
                  })
                }
              >
                作废
              </Button>
            )}
            <Button onClick={() => setVideo(true)} data-testid="bill-split-video-open">
              实时视频
            </Button>
            {back}
          </Space>
        }
      >
        <Flex vertical gap={16}>
          <Steps
            data-testid="bill-split-steps"
            size="small"
            titlePlacement="vertical"
            items={d.steps.map((s) => ({ title: s.title, status: s.state }))}
          />
          {d.descr && isBillSplitRejected(d.status) && (
            <Alert type="error" showIcon title={<Typography.Text type="danger">驳回意见：{d.descr}</Typography.Text>} />
          )}
          {d.actions.sign && successors.length > 0 && (
            <Alert
              type="success"
              showIcon
              title="拆单完成：新仓单和剩余仓单已签发，签章生效后原仓单作废"
              action={
                <Link to={splitBatchSignPath(successors)} data-testid="bill-split-sign">
                  去批量签章
                </Link>
              }
            />
          )}
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="bill-split-info">
            <Descriptions.Item label="状态">
              <BillSplitStatusTag value={d.status} />
            </Descriptions.Item>
            <Descriptions.Item label="货主">{d.cargoOwnerName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="仓库">{d.warehouseName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="仓储物">{d.materialName}</Descriptions.Item>
            <Descriptions.Item label="原仓单">{billText(d.originalBill)}</Descriptions.Item>
            <Descriptions.Item label="货位">{d.locator ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="新仓单">{billText(d.newBill)}</Descriptions.Item>
            <Descriptions.Item label="剩余仓单">{billText(d.remainderBill)}</Descriptions.Item>
            <Descriptions.Item label="申请时间">{d.createTime ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="原仓单重量 / 数量">
              <WeightText value={d.originalWeight} unitName={d.weightUnitName} /> /{' '}
              <QuantityText value={d.originalQuantity} unitName={d.numberUnitName} />
            </Descriptions.Item>
            <Descriptions.Item label="新仓单重量 / 数量">
              <WeightText value={d.splitWeight ?? '0'} unitName={d.weightUnitName} /> /{' '}
              <QuantityText value={d.splitQuantity ?? '0'} unitName={d.numberUnitName} />
            </Descriptions.Item>
            <Descriptions.Item label="剩余仓单重量 / 数量">
              <WeightText value={d.remainderWeight ?? '0'} unitName={d.weightUnitName} /> /{' '}
              <QuantityText value={d.remainderQuantity ?? '0'} unitName={d.numberUnitName} />
            </Descriptions.Item>
          </Descriptions>
        </Flex>
      </Card>
      <Flex gap={16} wrap>
        {[
          ['原仓单属性', d.originalMaterielDetail],
          ['新仓单属性', d.materielDetail],
          ['剩余仓单属性', d.remainderMaterielDetail],
        ].map(([title, rows]) => (
          <Card key={title as string} title={title as string} size="small" style={{ flex: 1, minWidth: 280 }}>
            <Table<Attr>
              size="small"
              rowKey="attrCode"
              pagination={false}
              columns={attrColumns}
              dataSource={rows as Attr[]}
            />
          </Card>
        ))}
      </Flex>
      {d.actions.ownerAudit && (
        <Card title="货主审核" size="small">
          <BillSplitAuditForm id={d.id} billId={d.billId} party="owner" />
        </Card>
      )}
      {d.actions.platformAudit && (
        <Card title="平台审核" size="small">
          <BillSplitAuditForm id={d.id} billId={d.billId} party="platform" />
        </Card>
      )}
      {d.actions.warehouseAudit && (
        <Card title="仓库审核" size="small">
          <BillSplitAuditForm id={d.id} billId={d.billId} party="warehouse" />
        </Card>
      )}
      <Card title="操作记录" size="small">
        <Table
          size="small"
          rowKey={(r) => `${r.action}-${r.time}`}
          pagination={false}
          dataSource={d.log}
          data-testid="bill-split-log"
          columns={[
            { title: '时间', dataIndex: 'time', width: 170 },
            { title: '操作人', dataIndex: 'actorName', width: 120, render: (v: string | null) => v || '系统' },
            { title: '操作', dataIndex: 'actionName' },
          ]}
        />
      </Card>
      {video && <LiveVideoDialog billId={d.billId} onClose={() => setVideo(false)} />}
    </Flex>
  );
};
