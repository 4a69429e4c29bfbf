import { PlusOutlined } from '@ant-design/icons';
import { BORROWER_ADD_PATH, BORROWER_DETAIL_PATH, BORROWER_EDIT_PATH } from '@kc/domain/borrower/borrower';
import { REAL_NAME_STATUS_LABELS, RealNameStatus } from '@kc/domain/borrower/status';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAccess } from '../../../app/access';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { CustomerDrawer } from '../../bank-customer';
import { type BorrowerRecord, type BorrowerSearch, useBorrowerMutations, useBorrowerPage } from '../api';
import { MaterialsDialog } from '../components/materials-dialog';
import { RealNameAction, RealNameTag, useRealNameLive } from '../components/real-name';

const statusOptions = Object.entries(REAL_NAME_STATUS_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/**
 * /finance/borrower 借款人管理 (spec 1 §2): the shipper's borrowers (the platform's all), ID numbers and phones
 * masked; actions by permission and real-name status; live on every real-name move. 建客 (createCustomer) is
 * offered only once the real-name check passed (spec 1 §4): the bank-customer module's records drawer and wizard.
 */
export const BorrowerListPage = () => {
  const paged = usePagedQuery<BorrowerSearch>({});
  const { data, isFetching } = useBorrowerPage(paged.query);
  const [form] = Form.useForm<BorrowerSearch>();
  const { can } = useAccess();
  const { remove } = useBorrowerMutations();
  const confirmRemove = useConfirmRemove();
  const [materialsOf, setMaterialsOf] = useState<string | null>(null);
  const [customerOf, setCustomerOf] = useState<string | null>(null);
  useRealNameLive();
  const showShipper = (data?.records ?? []).some((r) => r.shipperId !== undefined);
  const columns: TableColumnsType<BorrowerRecord> = [
    { title: '姓名', dataIndex: 'name', width: 100, ellipsis: true },
    { title: '手机号码', dataIndex: 'phone', width: 120 },
    { title: '身份证号码', dataIndex: 'identityNumber', width: 180 },
    { title: '婚姻状况', dataIndex: 'maritalStatusName', width: 90 },
    ...(showShipper ? [{ title: '所属货主', dataIndex: 'shipperName', ellipsis: true }] : []),
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
      width: 260,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          {can('borrower_view') && (
            <Link to={withId(BORROWER_DETAIL_PATH, r.id)} data-testid="borrower-detail">
              <Button type="link" size="small">
                详情
              </Button>
            </Link>
          )}
          {can('borrower_edit') && r.realNameStatus !== RealNameStatus.pending && (
            <Link to={withId(BORROWER_EDIT_PATH, r.id)} data-testid="borrower-edit">
              <Button type="link" size="small">
                编辑
              </Button>
            </Link>
          )}
          {can('borrower_delete') && r.realNameStatus !== RealNameStatus.pending && (
            <Button
              type="link"
              size="small"
              danger
              data-testid="borrower-remove"
              onClick={() => confirmRemove([r.id], (ids) => remove.mutateAsync(ids))}
            >
              删除
            </Button>
          )}
          {can(['fileupload', 'borrower_view']) && (
            <Button type="link" size="small" data-testid="borrower-materials" onClick={() => setMaterialsOf(r.id)}>
              影像资料
            </Button>
          )}
          <RealNameAction kind="borrower" id={r.id} status={r.realNameStatus} />
          {can('createCustomer') && r.realNameStatus === RealNameStatus.passed && (
            <Button type="link" size="small" data-testid="borrower-customer" onClick={() => setCustomerOf(r.id)}>
              建客
            </Button>
          )}
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
        <Form.Item name="realNameStatus" label="实名认证">
          <Select allowClear placeholder="请选择" options={statusOptions} style={{ width: 140 }} />
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
      {can('borrower_edit') && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Link to={BORROWER_ADD_PATH}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="borrower-add">
              新增借款人
            </Button>
          </Link>
        </Space>
      )}
      <DataTable<BorrowerRecord>
        data-testid="borrower-table"
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <MaterialsDialog borrowerId={materialsOf} onClose={() => setMaterialsOf(null)} />
      {customerOf && <CustomerDrawer borrowerId={customerOf} open onClose={() => setCustomerOf(null)} />}
    </ListCard>
  );
};
