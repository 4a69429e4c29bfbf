import { PlusOutlined } from '@ant-design/icons';
import { BILL_SPLIT_STATUS_EVENT, billSplitStatusOptions, canEditBillSplit } from '@kc/domain/bill-split/status';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useAccess } from '../../../app/access';
import { useLiveEvent } from '../../../app/live-events';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { SearchForm } from '../../../components/crud/search-form';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { type BillSplit, type BillSplitSearch, billSplitKeys, useBillSplitPage } from '../api';
import { billSplitDetailPath, billSplitEditPath, billSplitNewPath } from '../bill-split-paths';
import { BillSplitStatusTag } from '../components/status';

/** /ple/billSplitApplyList 仓单拆单申请: the holder's applications, the warehouse's at it, the platform's all. */
export const BillSplitListPage = () => {
  const paged = usePagedQuery<BillSplitSearch>({});
  const { data, isFetching } = useBillSplitPage(paged.query);
  const { can } = useAccess();
  const navigate = useNavigate();
  const client = useQueryClient();
  useLiveEvent(BILL_SPLIT_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: billSplitKeys.lists() }));
  const canAdd = can('bill_split_apply_shipping_add');
  // Fits 1440×900 (e2e/list-layout): the original's weight and the warehouse are on the detail.
  const columns: TableColumnsType<BillSplit> = [
    {
      title: '原仓单号',
      dataIndex: 'billCode',
      width: columnWidth.code,
      render: (code: string, r) => <Link to={billSplitDetailPath(r.id)}>{code}</Link>,
    },
    { title: '仓储物', dataIndex: 'materialName', ellipsis: true },
    { title: '货主', dataIndex: 'cargoOwnerName', ellipsis: true },
    {
      title: '拆分重量',
      dataIndex: 'splitWeight',
      align: 'right',
      width: columnWidth.amount,
      render: (v: string | null, r) => (v == null ? '-' : <WeightText value={v} unitName={r.weightUnitName} />),
    },
    {
      title: '拆分数量',
      dataIndex: 'splitQuantity',
      align: 'right',
      width: columnWidth.amount,
      render: (v: string | null, r) => (v == null ? '-' : <QuantityText value={v} unitName={r.numberUnitName} />),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 200,
      render: (s: string) => <BillSplitStatusTag value={s} />,
    },
    { title: '申请时间', dataIndex: 'createTime', width: columnWidth.dateTime },
    {
      title: '操作',
      key: 'op',
      width: 110,
      fixed: 'right',
      render: (_, r) => (
        <Space size="small">
          <Link to={billSplitDetailPath(r.id)} data-testid="bill-split-detail">
            详情
          </Link>
          {canAdd && canEditBillSplit(r.status) && r.status !== '0' && (
            <Link to={billSplitEditPath(r.id)} data-testid="bill-split-edit">
              编辑
            </Link>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListCard>
      <SearchForm<BillSplitSearch> name="bill-split-search" onSearch={paged.search}>
        <Form.Item name="billCode" label="仓单号">
          <Input placeholder="请输入仓单号" allowClear maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select placeholder="请选择" allowClear options={billSplitStatusOptions} style={{ width: 220 }} />
        </Form.Item>
      </SearchForm>
      {canAdd && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(billSplitNewPath())}
            data-testid="bill-split-add"
          >
            新增拆单申请
          </Button>
        </Space>
      )}
      <DataTable<BillSplit>
        data-testid="bill-split-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};
