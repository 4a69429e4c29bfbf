import { PART_UNLOCK_STATUS_EVENT, showsPlatformNotice, showsRejectReason } from '@kc/domain/part-unlock/status';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Result, Skeleton, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLiveEvent } from '../../../app/live-events';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import {
  type PartUnlockDetail,
  type PartUnlockTray,
  partUnlockKeys,
  usePartUnlockDetail,
  usePartUnlockMutations,
  usePartUnlockTrays,
} from '../api';
import { AuditForm } from '../components/audit-form';
import { ImageGroup } from '../components/image-group';

/**
 * /partUnlock/audit?ulockId= (spec 3 §2 Partial unlock audit screen): a copy of the pick-up application, the audit
 * form of the caller's party, the trays with their case numbers (the warehouse removes one while the record is
 * editable, and resubmits after 11 / 21), preview dialogs; live on every move of the record.
 */
export const PartUnlockAuditPage = () => {
  const [params] = useSearchParams();
  const id = params.get('ulockId');
  if (!id) return <Result status="warning" title="未指定部分解锁申请" />;
  return <AuditView key={id} id={id} />;
};

const AuditView = ({ id }: { id: string }) => {
  const { data, isError } = usePartUnlockDetail(id);
  const client = useQueryClient();
  useLiveEvent<{ id: string }>(PART_UNLOCK_STATUS_EVENT, (e) => {
    if (e.id === id) void client.invalidateQueries({ queryKey: partUnlockKeys.detail(id) });
  });
  if (isError) return <Result status="404" title="部分解锁申请不存在或无权查看" />;
  if (!data) return <Skeleton active />;
  const a = data.actions;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Card title={`部分解锁 ${data.code}`} extra={<StatusTag value={data.status} map={statusMaps.partUnlock} />}>
        <Descriptions column={3} size="small">
          <Descriptions.Item label="货主">{data.shipperName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="仓库">{data.warehouseName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="申请时间">{data.createTime ?? '-'}</Descriptions.Item>
        </Descriptions>
        {showsRejectReason(data.status) && (
          <Alert type="error" showIcon message={`驳回原因：${data.descr ?? '-'}`} style={{ marginTop: 12 }} />
        )}
      </Card>
      <Card title="提货申请书（复印件）" size="small">
        <ImageGroup files={data.applyFile} testId="part-unlock-apply-files" />
      </Card>
      {showsPlatformNotice(data.status) && (
        <Card title="平台提货确认书" size="small">
          <ImageGroup files={data.noticeFile} testId="part-unlock-notice-files" />
        </Card>
      )}
      {data.confirmFile.length > 0 && (
        <Card title="仓库确认书" size="small">
          <ImageGroup files={data.confirmFile} testId="part-unlock-confirm-files" />
        </Card>
      )}
      {(a.shipperAudit || a.platformAudit || a.warehouseAudit) && (
        <Card title="审核" size="small">
          <AuditForm detail={data} party={a.shipperAudit ? 'shipper' : a.platformAudit ? 'platform' : 'warehouse'} />
        </Card>
      )}
      <TraysCard detail={data} />
    </Space>
  );
};

const TraysCard = ({ detail }: { detail: PartUnlockDetail }) => {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const { data, isFetching } = usePartUnlockTrays(detail.id, page.current, page.size);
  const { modal } = App.useApp();
  const { removeTray, resubmit } = usePartUnlockMutations();
  const columns: TableColumnsType<PartUnlockTray> = [
    { title: '仓单编号', dataIndex: 'billCode', width: 190 },
    { title: '箱号', dataIndex: 'caseNumber', width: 170 },
    { title: '托盘编号', dataIndex: 'trayCode', width: 170 },
    { title: '重量', dataIndex: 'weight', align: 'right', width: 100 },
    { title: '数量', dataIndex: 'num', align: 'right', width: 100 },
    { title: '托盘状态', dataIndex: 'statusName', width: 100 },
    ...(detail.actions.edit
      ? [
          {
            title: '操作',
            key: 'op',
            width: 80,
            render: (_: unknown, r: PartUnlockTray) => (
              <Button
                type="link"
                size="small"
                danger
                disabled={(data?.total ?? 0) <= 1}
                onClick={() =>
                  modal.confirm({
                    title: '提示',
                    content: '确定从申请中移除该托盘吗？',
                    onOk: () => removeTray.mutateAsync({ trayId: r.trayId, ulockId: detail.id }),
                  })
                }
                data-testid="part-unlock-remove-tray"
              >
                移除
              </Button>
            ),
          },
        ]
      : []),
  ];
  const byContainer = new Map<string, number>();
  for (const t of data?.records ?? []) byContainer.set(t.caseNumber, (byContainer.get(t.caseNumber) ?? 0) + 1);
  return (
    <Card
      title="解锁托盘"
      size="small"
      extra={
        detail.actions.resubmit && (
          <Button
            type="primary"
            loading={resubmit.isPending}
            disabled={resubmit.isPending}
            onClick={() => void resubmit.mutateAsync({ id: detail.id }).catch(() => {})}
            data-testid="part-unlock-resubmit"
          >
            重新提交
          </Button>
        )
      }
    >
      <Table<PartUnlockTray>
        rowKey="trayId"
        size="small"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        data-testid="part-unlock-trays"
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          onChange: (current, size) => setPage({ current, size }),
          showTotal: (t) => `共 ${t} 个托盘`,
        }}
      />
    </Card>
  );
};
