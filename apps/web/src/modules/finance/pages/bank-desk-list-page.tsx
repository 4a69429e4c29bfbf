import { bankDeskScreens } from '@kc/domain/finance/bank-desk';
import { FINANCE_STATUS_EVENT } from '@kc/domain/finance/status';
import { formatAmount } from '@kc/domain/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, Space, type TableColumnsType, Tabs, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useLiveEvent } from '../../../app/live-events';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type BankDeskRow, type BankDeskSearch, bankDeskKeys, useBankDeskPage } from '../bank-desk-api';
import { BankDeskCustomers } from '../components/bank-desk-customers';

export const bankDeskDetailPath = (id: string, code?: string) =>
  `${bankDeskScreens.detail}?id=${encodeURIComponent(id)}${code ? `&code=${encodeURIComponent(code)}` : ''}`;

const money = (v: string | null) => (v == null ? '-' : formatAmount(v));

const columns: TableColumnsType<BankDeskRow> = [
  {
    title: '申请编号',
    dataIndex: 'code',
    width: columnWidth.code,
    render: (code: string, r) => <Link to={bankDeskDetailPath(r.id, code)}>{code}</Link>,
  },
  { title: '货主', dataIndex: 'shipperName', ellipsis: true },
  { title: '仓库', dataIndex: 'warehouseName', ellipsis: true },
  { title: '申请金额', dataIndex: 'applyMoney', width: 120, align: 'right', render: money },
  { title: '放款金额', dataIndex: 'loanMoney', width: 120, align: 'right', render: money },
  { title: '状态', dataIndex: 'statusName', width: columnWidth.status },
  {
    title: '待办',
    dataIndex: 'waitingName',
    width: 96,
    render: (w: string) => (w ? <Tag color="orange">{w}</Tag> : '-'),
  },
  { title: '提交时间', dataIndex: 'submitTime', width: columnWidth.dateTime },
  {
    title: '操作',
    key: 'op',
    width: 70,
    fixed: 'right',
    render: (_, r) => (
      <Link to={bankDeskDetailPath(r.id, r.code)} data-testid="bank-desk-open">
        办理
      </Link>
    ),
  },
];

/**
 * /bank/desk 银行工作台: two tabs — 融资申请 (the applications sent to this desk bank, live on every move) and
 * 客户建档 (its customer-creation requests).
 */
export const BankDeskListPage = () => (
  <ListCard>
    <Tabs
      size="small"
      destroyOnHidden
      items={[
        { key: 'apply', label: '融资申请', children: <Applications /> },
        { key: 'customers', label: '客户建档', children: <BankDeskCustomers /> },
      ]}
    />
  </ListCard>
);

const Applications = () => {
  const paged = usePagedQuery<BankDeskSearch>({});
  const { data, isFetching, error } = useBankDeskPage(paged.query);
  const client = useQueryClient();
  const [form] = Form.useForm<BankDeskSearch>();
  useLiveEvent(FINANCE_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: bankDeskKeys.lists() }));
  return (
    <>
      <Form form={form} layout="inline" onFinish={(v) => paged.search(v)} style={{ marginBottom: 16 }}>
        <Form.Item name="code" label="申请编号">
          <Input allowClear placeholder="请输入申请编号" />
        </Form.Item>
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
      {error && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={error.message} />}
      <DataTable<BankDeskRow>
        data-testid="bank-desk-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </>
  );
};
