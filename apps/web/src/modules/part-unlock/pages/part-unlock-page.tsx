import { PlusOutlined } from '@ant-design/icons';
import { PART_UNLOCK_STATUS_EVENT, partUnlockStatusOptions } from '@kc/domain/part-unlock/status';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useRoleAliases } from '../../../app/access';
import { useLiveEvent } from '../../../app/live-events';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { type PartUnlockRow, type PartUnlockSearch, partUnlockKeys, usePartUnlockPage } from '../api';
import { PART_UNLOCK_CREATE_PATH, partUnlockAuditPath, partUnlockDetailPath } from '../part-unlock-paths';

const columns: TableColumnsType<PartUnlockRow> = [
  {
    title: '申请编号',
    dataIndex: 'code',
    width: columnWidth.code,
    render: (code: string, r) => <Link to={partUnlockDetailPath(r.id)}>{code}</Link>,
  },
  { title: '仓单编号', dataIndex: 'billCodes', ellipsis: true },
  { title: '货主', dataIndex: 'shipperName', ellipsis: true },
  { title: '仓库', dataIndex: 'warehouseName', ellipsis: true },
  { title: '托盘数', dataIndex: 'trayCount', width: 80, align: 'right' },
  {
    title: '状态',
    dataIndex: 'status',
    width: columnWidth.status,
    render: (s: number) => <StatusTag value={s} map={statusMaps.partUnlock} />,
  },
  { title: '申请时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  {
    title: '操作',
    key: 'op',
    width: 120,
    fixed: 'right',
    render: (_, r) => (
      <Space>
        <Link to={partUnlockAuditPath(r.id)} data-testid="part-unlock-audit">
          审核
        </Link>
        <Link to={partUnlockDetailPath(r.id)} data-testid="part-unlock-detail">
          详情
        </Link>
      </Space>
    ),
  },
];

/** /partUnlock/index 部分解锁: a warehouse's applications, a holder's, the platform's all; live on every move. */
export const PartUnlockPage = () => {
  const paged = usePagedQuery<PartUnlockSearch>({});
  const { data, isFetching } = usePartUnlockPage(paged.query);
  const client = useQueryClient();
  const [form] = Form.useForm<PartUnlockSearch>();
  const isWarehouse = useRoleAliases().includes('warehouse');
  useLiveEvent(PART_UNLOCK_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: partUnlockKeys.lists() }));
  return (
    <ListCard>
      <Form form={form} layout="inline" onFinish={(v) => paged.search(v)} style={{ marginBottom: 16 }}>
        <Form.Item name="code" label="申请编号">
          <Input allowClear placeholder="请输入申请编号" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear placeholder="请选择状态" options={partUnlockStatusOptions} style={{ width: 160 }} />
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
      {isWarehouse && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Link to={PART_UNLOCK_CREATE_PATH}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="part-unlock-add">
              新增部分解锁
            </Button>
          </Link>
        </Space>
      )}
      <DataTable<PartUnlockRow>
        data-testid="part-unlock-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};
