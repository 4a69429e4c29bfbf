import { PlusOutlined } from '@ant-design/icons';
import { DISASSEMBLE_STATUS_EVENT, disassembleFormPath, disassembleStatusOptions } from '@kc/domain/disassemble/status';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { Access } from '../../../app/access';
import { useLiveEvent } from '../../../app/live-events';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { SearchForm } from '../../../components/crud/search-form';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { type Disassemble, type DisassembleSearch, disassembleKeys, useDisassemblePage } from '../api';

// Fits 1440×900 (e2e/list-layout): the warehouse and the applicant are on the form page.
const columns: TableColumnsType<Disassemble> = [
  {
    title: '拆单编号',
    dataIndex: 'applyCode',
    width: columnWidth.code,
    render: (code: string, r) => <Link to={disassembleFormPath(r.id)}>{code}</Link>,
  },
  { title: 'WMS平台', dataIndex: 'warehouseUnitName', ellipsis: true },
  { title: '原仓单编号', dataIndex: 'oldWrInfoCode', width: columnWidth.code },
  { title: '货主', dataIndex: 'cargoOwnerName', ellipsis: true },
  {
    title: '状态',
    dataIndex: 'status',
    width: columnWidth.status,
    render: (s: number) => <StatusTag value={s} map={statusMaps.disassemble} />,
  },
  { title: '签章状态', dataIndex: 'signStatusName', width: 150 },
  { title: '申请时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  {
    title: '操作',
    key: 'op',
    width: 72,
    fixed: 'right',
    render: (_, r) => (
      <Link to={disassembleFormPath(r.id)} data-testid="disassemble-detail">
        详情
      </Link>
    ),
  },
];

/** /external/wmsDisassemble/disassembleList WMS拆单: the splits the user's enterprise applied for or reviews. */
export const DisassembleListPage = () => {
  const paged = usePagedQuery<DisassembleSearch>({});
  const { data, isFetching } = useDisassemblePage(paged.query);
  const client = useQueryClient();
  useLiveEvent(DISASSEMBLE_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: disassembleKeys.lists() }));
  return (
    <ListCard>
      <SearchForm<DisassembleSearch> name="disassemble-search" onSearch={paged.search}>
        <Form.Item name="applyCode" label="拆单编号">
          <Input placeholder="请输入拆单编号" allowClear maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select placeholder="请选择" allowClear options={disassembleStatusOptions} style={{ width: 160 }} />
        </Form.Item>
      </SearchForm>
      <Access perm="external_destroy_add">
        <Space wrap style={{ marginBottom: 16 }}>
          <Link to={disassembleFormPath()}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="disassemble-add">
              新增
            </Button>
          </Link>
        </Space>
      </Access>
      <DataTable<Disassemble>
        data-testid="disassemble-table"
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};
