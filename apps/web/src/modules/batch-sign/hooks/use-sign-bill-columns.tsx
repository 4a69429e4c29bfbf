import { SignBatchStatus } from '@kc/domain/receipt/status';
import { Button, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { SignBill } from '../api';
import { receiptViewPath } from '../batch-sign-paths';

/**
 * 仓单编号, 仓储物, 仓单状态, 签章状态, 操作 查看 → /ple?id= (spec 3 §2). 签章状态 is the caller's own seal (本方已签章,
 * 待本方签章, 待他方签章, 本方签章中 or 失败), not the receipt's last batch, which may be another party's success; a
 * caller who signs no receipt sees that last batch's result.
 */
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
      key: 'mySignStatus',
      width: 130,
      render: (_: unknown, r: SignBill) =>
        r.mySignStatus !== null ? (
          <StatusTag value={r.mySignStatus} map={statusMaps.mySign} />
        ) : (
          <StatusTag value={r.signBatchStatus ?? SignBatchStatus.notSigned} map={statusMaps.signBatch} />
        ),
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
