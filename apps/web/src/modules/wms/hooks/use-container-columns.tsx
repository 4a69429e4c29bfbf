import { Badge, Button, Descriptions, Space, type TableColumnsType, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useMenuPaths } from '../../../app/access';
import { columnWidth } from '../../../components/crud/column-widths';
import { QuantityText, WeightText } from '../../../components/measure-text';
import type { StatusMap } from '../../../components/status-tag';
import { StatusTag } from '../../../components/status-tag';
import type { ContainerRow } from '../api';
import { goodsListPath, receiptDetailsPath, TRAY_TRANSFER_PATH, trayTransferPath } from '../wms-paths';
import { wmsStatusMaps } from '../wms-status';

const text = (v: string | null | undefined) => v || '-';
const period = (begin: string | null, end: string | null) => (begin || end ? `${begin ?? '-'} ~ ${end ?? '-'}` : '-');
const secondLine = { fontSize: 12 };

/** spec 3 §2 Receipt detail: the receipt code opens only when the container allows it for the caller. */
const BillCode = ({ row }: { row: ContainerRow }) => {
  if (!row.billCode) return <>-</>;
  if (!row.billOpenable || !row.billId) return <span>{row.billCode}</span>;
  return <Link to={receiptDetailsPath(row.billId)}>{row.billCode}</Link>;
};

/**
 * The columns both container screens share; `statusMap` picks the reading (A on the list, B on unlock). Two facts
 * share a cell where they belong together (warehouse and its WMS platform; weight, count and trays), so a list fits
 * 1440 pixels; the rest of spec 3 §3 Container is in the row's details (`ContainerDetails`).
 */
export const containerBaseColumns = (statusMap: StatusMap): TableColumnsType<ContainerRow> => [
  { title: '箱号', dataIndex: 'caseNumber', width: 130, fixed: 'left' },
  {
    title: '仓单编号',
    dataIndex: 'billCode',
    width: columnWidth.code,
    render: (_: unknown, r) => <BillCode row={r} />,
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (v: number, r) => (
      <Space size={4} wrap>
        <StatusTag value={v} map={statusMap} />
        {r.removed && <Typography.Text type="danger">已移除</Typography.Text>}
      </Space>
    ),
  },
  { title: '货主', dataIndex: 'cargoOwnerName', ellipsis: true, width: 120, render: text },
  {
    title: '仓库 / WMS平台',
    key: 'warehouse',
    ellipsis: true,
    width: 150,
    render: (_: unknown, r) => (
      <>
        <div>{text(r.warehouseName)}</div>
        <Typography.Text type="secondary" style={secondLine}>
          {r.warehouseUnitName}
        </Typography.Text>
      </>
    ),
  },
  { title: '货物', dataIndex: 'materialNames', ellipsis: true, width: 100, render: text },
  {
    title: '重量 / 数量',
    dataIndex: 'totalWeight',
    width: 120,
    align: 'right',
    render: (v: string | null, r) => (
      <>
        <WeightText value={v} unit={r.weightUnit} />
        <div style={secondLine}>
          <QuantityText value={r.totalNum} unit={r.numUnit} /> · {r.trayCounts}托
        </div>
      </>
    ),
  },
];

/** The rest of a container (spec 3 §3): arrival, bill of lading, storage contract and its period, the last sync. */
export const ContainerDetails = ({ row }: { row: ContainerRow }) => {
  const paths = useMenuPaths();
  return (
    <Descriptions size="small" column={3} data-testid="wms-container-details">
      <Descriptions.Item label="入库时间">{text(row.actualWarehousTime)}</Descriptions.Item>
      <Descriptions.Item label="提单号">{text(row.tidanCode)}</Descriptions.Item>
      <Descriptions.Item label="托盘数">{row.trayCounts}</Descriptions.Item>
      <Descriptions.Item label="合同号">{text(row.contractCode)}</Descriptions.Item>
      <Descriptions.Item label="合同起止">{period(row.contractBegin, row.contractEnd)}</Descriptions.Item>
      <Descriptions.Item label="同步时间">{text(row.syncTime)}</Descriptions.Item>
      {paths.has(TRAY_TRANSFER_PATH) && (
        <Descriptions.Item label="托盘移位">
          <Link to={trayTransferPath(row.id)}>移位记录</Link>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
};

/** The container list's columns (spec 3 §3 Container), status in reading A. */
export const useContainerColumns = (): TableColumnsType<ContainerRow> => {
  const navigate = useNavigate();
  return [
    ...containerBaseColumns(wmsStatusMaps.container),
    {
      title: '告警',
      dataIndex: 'openAlarms',
      width: 60,
      align: 'center',
      render: (n: number) => (n > 0 ? <Badge count={n} title={`${n}条未处理告警`} /> : '-'),
    },
    {
      title: '操作',
      key: 'op',
      width: 100,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => navigate(goodsListPath(r.id))}>
          查看货物
        </Button>
      ),
    },
  ];
};
