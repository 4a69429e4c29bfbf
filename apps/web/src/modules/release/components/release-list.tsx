import { releaseStatusLabels } from '@kc/domain/release/release';
import { RELEASE_STATUS_EVENT } from '@kc/domain/release/release-record';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLiveEvent } from '../../../app/live-events';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { SearchForm } from '../../../components/crud/search-form';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { StatusTag } from '../../../components/status-tag';
import { type Release, type ReleaseSearch, releaseKeys, useReleasePage } from '../api';
import { releaseDetailPath } from '../release-paths';
import { releasePayStatusMap, releaseStatusMap } from './release-status';

const statusOptions = Object.entries(releaseStatusLabels).map(([value, label]) => ({ value: Number(value), label }));

const columns: TableColumnsType<Release> = [
  {
    title: '解押编号',
    dataIndex: 'releaseCode',
    width: columnWidth.code,
    render: (code: string, r) => <Link to={releaseDetailPath(r.id, r.releaseCode)}>{code}</Link>,
  },
  { title: '提货单号', dataIndex: 'thCode', width: columnWidth.code, render: (v: string | null) => v || '-' },
  { title: '货主', dataIndex: 'shipperName', ellipsis: true },
  { title: '仓储企业', dataIndex: 'warehouseCompanyName', ellipsis: true },
  { title: '解押仓单', dataIndex: 'billCodes', ellipsis: true },
  {
    title: '状态',
    dataIndex: 'status',
    width: columnWidth.status,
    render: (s: number) => <StatusTag value={s} map={releaseStatusMap} />,
  },
  {
    title: '服务费',
    dataIndex: 'payStatus',
    width: 100,
    render: (s: number, r) => (r.serviceAmountStatus === 1 ? <StatusTag value={s} map={releasePayStatusMap} /> : '-'),
  },
  { title: '创建时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  {
    title: '操作',
    key: 'op',
    width: 72,
    fixed: 'right',
    render: (_, r) => (
      <Link to={releaseDetailPath(r.id, r.releaseCode)} data-testid="release-detail">
        详情
      </Link>
    ),
  },
];

/** 解押提货 (/ccb/release): the caller's releases — the shipper's, warehouse's and bank's own, the platform's all. */
export const ReleaseList = () => {
  const paged = usePagedQuery<ReleaseSearch>({});
  const { data, isFetching } = useReleasePage(paged.query);
  const client = useQueryClient();
  useLiveEvent(RELEASE_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: releaseKeys.lists() }));
  return (
    <ListCard>
      <SearchForm<ReleaseSearch> name="release-search" onSearch={paged.search}>
        <Form.Item name="code" label="解押编号">
          <Input placeholder="请输入解押编号" allowClear maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="thCode" label="提货单号">
          <Input placeholder="请输入提货单号" allowClear maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select placeholder="请选择" allowClear options={statusOptions} style={{ width: 160 }} />
        </Form.Item>
      </SearchForm>
      <DataTable<Release>
        data-testid="release-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};
