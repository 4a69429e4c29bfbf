import { Badge, Button, Space, type TableColumnsType, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useMenuPaths } from '../../../app/access';
import { columnWidth } from '../../../components/crud/column-widths';
import type { StatusMap } from '../../../components/status-tag';
import { StatusTag } from '../../../components/status-tag';
import { UnitAmount } from '../../../components/unit-amount';
import type { ContainerRow } from '../api';
import { goodsListPath, receiptDetailsPath, TRAY_TRANSFER_PATH, trayTransferPath } from '../wms-paths';
import { wmsStatusMaps } from '../wms-status';

const text = (v: string | null | undefined) => v || '-';
const period = (begin: string | null, end: string | null) => (begin || end ? `${begin ?? '-'} ~ ${end ?? '-'}` : '-');

/** spec 3 §2 Receipt detail: the receipt code opens only when the container allows it for the caller. */
const BillCode = ({ row }: { row: ContainerRow }) => {
  if (!row.billCode) return <>-</>;
  if (!row.billOpenable || !row.billId) return <span>{row.billCode}</span>;
  return <Link to={receiptDetailsPath(row.billId)}>{row.billCode}</Link>;
};

/** The columns both container screens share; `statusMap` picks the reading (A on the list, B on unlock). */
export const containerBaseColumns = (statusMap: StatusMap): TableColumnsType<ContainerRow> => [
  { title: '箱号', dataIndex: 'caseNumber', width: 150, fixed: 'left' },
  {
    title: '仓单编号',
    dataIndex: 'billCode',
    width: columnWidth.code,
    render: (_: unknown, r) => <BillCode row={r} />,
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: columnWidth.status,
    render: (v: number, r) => (
      <Space size={4}>
        <StatusTag value={v} map={statusMap} />
        {r.removed && <Typography.Text type="danger">已移除</Typography.Text>}
      </Space>
    ),
  },
  { title: '货主', dataIndex: 'cargoOwnerName', ellipsis: true, width: 160, render: text },
  { title: '仓库', dataIndex: 'warehouseName', ellipsis: true, width: 160, render: text },
  { title: 'WMS平台', dataIndex: 'warehouseUnitName', ellipsis: true, width: 150 },
  { title: '入库时间', dataIndex: 'actualWarehousTime', width: columnWidth.dateTime, render: text },
  { title: '货物', dataIndex: 'materialNames', ellipsis: true, width: 140, render: text },
  {
    title: '重量',
    dataIndex: 'totalWeight',
    width: columnWidth.amount + 20,
    align: 'right',
    render: (v: string | null, r) => <UnitAmount value={v} unit={r.weightUnit} kind="weight" />,
  },
  {
    title: '数量',
    dataIndex: 'totalNum',
    width: columnWidth.amount,
    align: 'right',
    render: (v: string | null, r) => <UnitAmount value={v} unit={r.numUnit} kind="number" />,
  },
  { title: '托盘数', dataIndex: 'trayCounts', width: 70, align: 'right' },
];

/** The container list's columns (spec 3 §3 Container), status in reading A. */
export const useContainerColumns = (): TableColumnsType<ContainerRow> => {
  const navigate = useNavigate();
  const paths = useMenuPaths();
  return [
    ...containerBaseColumns(wmsStatusMaps.container),
    { title: '提单号', dataIndex: 'tidanCode', width: 130, ellipsis: true, render: text },
    { title: '合同号', dataIndex: 'contractCode', width: 130, ellipsis: true, render: text },
    {
      title: '合同起止',
      key: 'contractPeriod',
      width: 200,
      render: (_: unknown, r) => period(r.contractBegin, r.contractEnd),
    },
    {
      title: '告警',
      dataIndex: 'openAlarms',
      width: 70,
      align: 'center',
      render: (n: number) => (n > 0 ? <Badge count={n} title={`${n}条未处理告警`} /> : '-'),
    },
    {
      title: '操作',
      key: 'op',
      width: 170,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(goodsListPath(r.id))}>
            查看货物
          </Button>
          {paths.has(TRAY_TRANSFER_PATH) && (
            <Button type="link" size="small" onClick={() => navigate(trayTransferPath(r.id))}>
              移位记录
            </Button>
          )}
        </Space>
      ),
    },
  ];
};
