import { SignBatchStatus } from '@kc/domain/receipt/status';
import { Button, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { SignBill } from '../api';
import { receiptViewPath } from '../batch-sign-paths';

/** 仓单编号, 仓储物, 仓单状态, 签章状态 (a receipt never batch-signed reads 未签章), 操作 查看 → /ple?id= (spec 3 §2). */
export const useSignBillColumns = (): TableColumnsType<SignBill> => {
  const navigate = useNavigate();
  return [
    { title: '仓单编号', dataIndex: 'code', width: 220, ellipsis: true },
    { title: '仓储物', dataIndex: 'materialName', ellipsis: true, render: (v: string | null) => v || '-' },
    {
      title: '仓单状态',
      dataIndex: 'status',
      width: 150,
      render: (s: number) => <StatusTag value={s} map={statusMaps.receipt} />,
    },
    {
      title: '签章状态',
      dataIndex: 'signBatchStatus',
      width: 120,
      render: (s: number | null) => <StatusTag value={s ?? SignBatchStatus.notSigned} map={statusMaps.signBatch} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_: unknown, r: SignBill) => (
        <Button type="link" size="small" onClick={() => navigate(receiptViewPath(r.id))}>
          查看
        </Button>
      ),
    },
  ];
};
