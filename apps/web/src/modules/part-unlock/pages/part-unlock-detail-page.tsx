import { PART_UNLOCK_STATUS_EVENT, showsRejectReason } from '@kc/domain/part-unlock/status';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLiveEvent } from '../../../app/live-events';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { partUnlockKeys, usePartUnlockDetail } from '../api';
import { ContainerTable } from '../components/container-table';
import { ImageGroup } from '../components/image-group';

/**
 * /partUnlock/detail?ulockId= (spec 3 §2 Part-release detail): the rejection reason, the three attachment groups
 * (application, notice, confirmation) and the container table; live on every move of the record.
 */
export const PartUnlockDetailPage = () => {
  const [params] = useSearchParams();
  const id = params.get('ulockId');
  if (!id) return <Result status="warning" title="未指定部分解锁申请" />;
  return <DetailView key={id} id={id} />;
};

const DetailView = ({ id }: { id: string }) => {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const { data, isFetching, isError } = usePartUnlockDetail(id, page.current, page.size);
  const client = useQueryClient();
  useLiveEvent<{ id: string }>(PART_UNLOCK_STATUS_EVENT, (e) => {
    if (e.id === id) void client.invalidateQueries({ queryKey: partUnlockKeys.detail(id) });
  });
  if (isError) return <Result status="404" title="部分解锁申请不存在或无权查看" />;
  if (!data) return <Skeleton active />;
  return (
    <Card data-testid="part-unlock-detail-page">
      <Descriptions title={`部分解锁 ${data.code}`} column={3} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="状态">
          <StatusTag value={data.status} map={statusMaps.partUnlock} />
        </Descriptions.Item>
        <Descriptions.Item label="货主">{data.shipperName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="仓库">{data.warehouseName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="申请时间">{data.createTime ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="完成时间">{data.completeTime ?? '-'}</Descriptions.Item>
      </Descriptions>
      {(showsRejectReason(data.status) || (data.status === 32 && data.descr)) && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={`驳回原因：${data.descr ?? '-'}`}
          data-testid="part-unlock-reason"
        />
      )}
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="提货申请书">
          <ImageGroup files={data.applyFile} testId="part-unlock-apply-files" />
        </Descriptions.Item>
        <Descriptions.Item label="提货确认书（平台）">
          <ImageGroup files={data.noticeFile} testId="part-unlock-notice-files" />
        </Descriptions.Item>
        <Descriptions.Item label="确认书（仓库）">
          <ImageGroup files={data.confirmFile} testId="part-unlock-confirm-files" />
        </Descriptions.Item>
      </Descriptions>
      <ContainerTable
        list={data.containerList}
        loading={isFetching}
        onPage={(current, size) => setPage({ current, size })}
      />
    </Card>
  );
};
