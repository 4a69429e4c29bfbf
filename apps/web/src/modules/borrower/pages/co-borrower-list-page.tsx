import { PlusOutlined } from '@ant-design/icons';
import { RealNameStatus } from '@kc/domain/borrower/status';
import { Button, Form, Input, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../app/access';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import type { FormMode } from '../../../components/crud/form-modal';
import { ListCard } from '../../../components/crud/list-card';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type CoBorrowerRecord, type CoBorrowerSearch, useBorrowerMutations, useCoBorrowerPage } from '../api';
import { CoBorrowerDialog } from '../components/co-borrower-dialog';
import { RealNameAction, RealNameTag, useRealNameLive } from '../components/real-name';

/** /finance/coBorrower 共借人管理 (spec 1 §2): add, edit, view dialogs and real-name; masked; live. */
export const CoBorrowerListPage = () => {
  const paged = usePagedQuery<CoBorrowerSearch>({});
  const { data, isFetching } = useCoBorrowerPage(paged.query);
  const [form] = Form.useForm<CoBorrowerSearch>();
  const { can } = useAccess();
  const { coRemove } = useBorrowerMutations();
  const confirmRemove = useConfirmRemove();
  const [dialog, setDialog] = useState<{ mode: FormMode; id: string | null } | null>(null);
  useRealNameLive();
  const columns: TableColumnsType<CoBorrowerRecord> = [
    { title: '姓名', dataIndex: 'name', width: 100, ellipsis: true },
    { title: '借款人', dataIndex: 'borrowerName', width: 100, ellipsis: true },
    { title: '与借款人关系', dataIndex: 'relationshipName', width: 110 },
    { title: '手机号码', dataIndex: 'phone', width: 120 },
    { title: '身份证号码', dataIndex: 'identityNumber', width: 180 },
    {
      title: '实名认证',
      dataIndex: 'realNameStatus',
      width: 100,
      render: (s: number, r) => <RealNameTag status={s} reason={r.realNameResult} />,
    },
    { title: '创建时间', dataIndex: 'createTime', width: columnWidth.dateTime },
    {
      title: '操作',
      key: 'op',
      width: 220,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          {can('co_borrower_view') && (
            <Button
              type="link"
              size="small"
              data-testid="co-borrower-view"
              onClick={() => setDialog({ mode: 'view', id: r.id })}
            >
              查看
            </Button>
          )}
          {can('co_borrower_edit') && r.realNameStatus !== RealNameStatus.pending && (
            <Button
              type="link"
              size="small"
              data-testid="co-borrower-edit"
              onClick={() => setDialog({ mode: 'edit', id: r.id })}
            >
              编辑
            </Button>
          )}
          {can('co_borrower_delete') && r.realNameStatus !== RealNameStatus.pending && (
            <Button
              type="link"
              size="small"
              danger
              data-testid="co-borrower-remove"
              onClick={() => confirmRemove([r.id], (ids) => coRemove.mutateAsync(ids))}
            >
              删除
            </Button>
          )}
          <RealNameAction kind="coborrower" id={r.id} status={r.realNameStatus} />
        </Space>
      ),
    },
  ];
  return (
    <ListCard>
      <Form form={form} layout="inline" onFinish={(v) => paged.search(v)} style={{ marginBottom: 16 }}>
        <Form.Item name="name" label="姓名">
          <Input allowClear placeholder="请输入姓名" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              paged.search({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form>
      {can('co_borrower_add') && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="co-borrower-add"
            onClick={() => setDialog({ mode: 'add', id: null })}
          >
            新增共借人
          </Button>
        </Space>
      )}
      <DataTable<CoBorrowerRecord>
        data-testid="co-borrower-table"
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <CoBorrowerDialog
        open={dialog != null}
        mode={dialog?.mode ?? 'add'}
        id={dialog?.id ?? null}
        onClose={() => setDialog(null)}
      />
    </ListCard>
  );
};
