import { Button, Input, Modal, Radio, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { type IdentitySandboxRequest, useIdentityDecide, useIdentityRequests } from '../identity-api';

const labels: Record<string, { text: string; color: string }> = {
  pending: { text: '认证中', color: 'processing' },
  passed: { text: '通过', color: 'success' },
  rejected: { text: '驳回', color: 'error' },
};

/**
 * 实名认证 (providers/identity): the requests the product sent; a pending one is passed, rejected with a reason, or
 * kept in progress. A decision reaches the product at once as a signed callback (the list there moves live).
 */
export const IdentityPanel = () => {
  const [status, setStatus] = useState<'pending' | 'passed' | 'rejected' | undefined>('pending');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const { data, isFetching } = useIdentityRequests({ ...page, status });
  const decide = useIdentityDecide();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const columns: TableColumnsType<IdentitySandboxRequest> = [
    { title: '请求编号', dataIndex: 'ref', width: 260 },
    { title: '姓名', dataIndex: 'name', width: 100 },
    { title: '身份证号码', dataIndex: 'identityNumber', width: 180 },
    { title: '照片', dataIndex: 'hasPhoto', width: 70, render: (v: boolean) => (v ? '有' : '无') },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: string) => <Tag color={labels[s]?.color}>{labels[s]?.text ?? s}</Tag>,
    },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    { title: '已回调', dataIndex: 'delivered', width: 80, render: (v: boolean) => (v ? '是' : '否') },
    { title: '时间', dataIndex: 'createTime', width: columnWidth.dateTime },
    {
      title: '操作',
      key: 'op',
      width: 200,
      render: (_, r) =>
        r.status === 'pending' ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              data-testid="identity-pass"
              onClick={() => decide.mutate({ ref: r.ref, decision: 'pass' })}
            >
              通过
            </Button>
            <Button type="link" size="small" danger data-testid="identity-reject" onClick={() => setRejecting(r.ref)}>
              驳回
            </Button>
            <Button type="link" size="small" onClick={() => decide.mutate({ ref: r.ref, decision: 'keep' })}>
              保持认证中
            </Button>
          </Space>
        ) : null,
    },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group
        value={status ?? 'all'}
        onChange={(e) => setStatus(e.target.value === 'all' ? undefined : e.target.value)}
        optionType="button"
        options={[
          { value: 'pending', label: '认证中' },
          { value: 'passed', label: '通过' },
          { value: 'rejected', label: '驳回' },
          { value: 'all', label: '全部' },
        ]}
      />
      <DataTable<IdentitySandboxRequest>
        data-testid="identity-requests"
        rowKey="ref"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
      <Modal
        open={rejecting != null}
        title="驳回实名认证"
        onCancel={() => setRejecting(null)}
        onOk={() => {
          if (!rejecting) return;
          decide.mutate({ ref: rejecting, decision: 'reject', reason: reason || undefined });
          setRejecting(null);
          setReason('');
        }}
      >
        <Input.TextArea
          data-testid="identity-reject-reason"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="驳回原因（如：照片与身份证信息不一致）"
        />
      </Modal>
    </Space>
  );
};
