import { BANK_CUSTOMER_EVENT } from '@kc/domain/bank-customer/customer';
import type { BankDeskCustomerAnswer } from '@kc/domain/finance/bank-desk';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Form,
  Input,
  Modal,
  Select,
  Space,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Access } from '../../../app/access';
import { useLiveEvent } from '../../../app/live-events';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import {
  type BankDeskCustomer,
  bankDeskCustomerKeys,
  useBankDeskCustomerMutations,
  useBankDeskCustomers,
} from '../bank-desk-api';

type Search = { waiting?: '0' | '1' };
const statusColor: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'processing', 4: 'green', 5: 'orange' };

/**
 * 客户建档 on the bank's desk (finance README "The bank's desk"): the customer-creation requests sent to this bank;
 * 受理 (建客中), 建客成功, 拒绝 (the reason; 需重新建客 sends it back to the shipper). Live on 'bank-customer'.
 */
export const BankDeskCustomers = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery<Search>({});
  const { data, isFetching, error } = useBankDeskCustomers(paged.query);
  const client = useQueryClient();
  const m = useBankDeskCustomerMutations();
  const [refusing, setRefusing] = useState<BankDeskCustomer | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string; redo?: boolean }>();
  useLiveEvent(BANK_CUSTOMER_EVENT, () => void client.invalidateQueries({ queryKey: bankDeskCustomerKeys.lists() }));
  const told = (a: BankDeskCustomerAnswer) =>
    a.outcome === 'pending' ? message.warning(a.message) : message.success(a.message);
  const run = async (fn: () => Promise<BankDeskCustomerAnswer>) => {
    try {
      told(await fn());
    } catch {
      // told by the API client
    }
  };
  const columns: TableColumnsType<BankDeskCustomer> = [
    {
      title: '借款人 / 手机号',
      dataIndex: 'borrowerName',
      width: 130,
      render: (v: string, r) => (
        <>
          <div>{v}</div>
          <Typography.Text type="secondary">{r.phone}</Typography.Text>
        </>
      ),
    },
    { title: '身份证号', dataIndex: 'identityNumber', width: 175 },
    { title: '共借人', dataIndex: 'coborrowerName', width: 90, render: (v: string | null) => v ?? '-' },
    { title: '网点', dataIndex: 'branchName', ellipsis: true, render: (v: string | null) => v ?? '-' },
    {
      title: '状态',
      dataIndex: 'statusName',
      width: 96,
      render: (v: string, r) => <Tag color={statusColor[r.status]}>{v}</Tag>,
    },
    {
      title: '结果',
      dataIndex: 'resultStatusName',
      width: 90,
      render: (v: string | null, r) => (v ? <Tag color={r.resultStatus === 1 ? 'green' : 'red'}>{v}</Tag> : '-'),
    },
    { title: '备注', dataIndex: 'remarks', ellipsis: true, render: (v: string | null) => v ?? '-' },
    { title: '申请时间', dataIndex: 'createTime', width: columnWidth.dateTime },
    {
      title: '操作',
      key: 'op',
      width: 150,
      fixed: 'right',
      render: (_, r) => (
        <Access perm="bank_desk_customer">
          <Space size={0}>
            {r.actions.accept && (
              <Button
                size="small"
                type="link"
                data-testid="desk-customer-accept"
                onClick={() => run(() => m.accept.mutateAsync(r.id))}
              >
                受理
              </Button>
            )}
            {r.actions.create && (
              <Button
                size="small"
                type="link"
                data-testid="desk-customer-create"
                onClick={() => run(() => m.create.mutateAsync(r.id))}
              >
                建客成功
              </Button>
            )}
            {r.actions.refuse && (
              <Button size="small" type="link" danger data-testid="desk-customer-refuse" onClick={() => setRefusing(r)}>
                拒绝
              </Button>
            )}
          </Space>
        </Access>
      ),
    },
  ];
  return (
    <>
      <Form<Search> layout="inline" onFinish={(v) => paged.search(v)} style={{ marginBottom: 16 }}>
        <Form.Item name="waiting" label="待办">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 140 }}
            options={[
              { value: '1', label: '待本行办理' },
              { value: '0', label: '全部' },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          搜索
        </Button>
      </Form>
      {error && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={error.message} />}
      <DataTable<BankDeskCustomer>
        data-testid="bank-desk-customers"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <Modal
        open={refusing != null}
        title="拒绝建客"
        destroyOnHidden
        confirmLoading={busy}
        okText="确定"
        onCancel={() => setRefusing(null)}
        onOk={async () => {
          const v = await form.validateFields();
          setBusy(true);
          try {
            told(await m.refuse.mutateAsync({ id: refusing!.id, reason: v.reason, redo: v.redo === true }));
            setRefusing(null);
          } catch {
            // told by the API client
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form form={form} layout="vertical" preserve={false} data-testid="desk-customer-refuse-form">
          <Form.Item
            name="reason"
            label="拒绝原因"
            rules={[{ required: true, whitespace: true, message: '请填写拒绝原因' }]}
          >
            <Input.TextArea maxLength={200} rows={3} data-testid="desk-customer-refuse-reason" />
          </Form.Item>
          {refusing?.actions.redo && (
            <Form.Item name="redo" valuePropName="checked" extra="勾选后货主可修改后重新建客，否则记为建客失败">
              <Checkbox data-testid="desk-customer-redo">需重新建客</Checkbox>
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
};
