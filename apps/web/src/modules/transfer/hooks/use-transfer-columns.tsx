import { Button, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { contractDetailPath } from '../../contract';
import type { TransferRecord } from '../api';
import { transferDetailPath } from '../transfer-paths';

/** The transfer list's columns (spec 3 §2 /ple/transfer): who hands which receipts to whom, and where it stands. */
export const useTransferColumns = (): TableColumnsType<TransferRecord> => {
  const navigate = useNavigate();
  return [
    {
      title: '合同编号',
      dataIndex: 'contractCode',
      width: columnWidth.code,
      render: (code: string, r) => <Link to={contractDetailPath(r.contractId)}>{code}</Link>,
    },
    { title: '供方(原持有人)', dataIndex: 'shipperName', ellipsis: true },
    { title: '买方(新持有人)', dataIndex: 'buyerName', ellipsis: true },
    { title: '仓库', dataIndex: 'warehouseName', ellipsis: true },
    { title: '仓单数', dataIndex: 'billCount', width: 70, align: 'right' },
    {
      title: '审核状态',
      dataIndex: 'auditStatus',
      width: columnWidth.status,
      render: (v: number) => <StatusTag value={v} map={statusMaps.transferAudit} />,
    },
    {
      title: '过户状态',
      dataIndex: 'status',
      width: 130,
      render: (v: number) => <StatusTag value={v} map={statusMaps.transfer} />,
    },
    { title: '申请时间', dataIndex: 'createTime', width: columnWidth.dateTime, render: (v: string | null) => v || '-' },
    {
      title: '操作',
      key: 'op',
      width: 80,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button
          type="link"
          size="small"
          data-testid="transfer-row-detail"
          onClick={() => navigate(transferDetailPath(r.id))}
        >
          详情
        </Button>
      ),
    },
  ];
};
