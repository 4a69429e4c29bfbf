import { receiptStatusLabel, SignBatchStatus, signBatchStatusLabels } from '@kc/domain/receipt/status';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDict } from '../../../components/use-dict';
import type { SignBill } from '../api';
import { receiptViewPath } from '../batch-sign-paths';

const signBatchColors: Record<number, string> = {
  [SignBatchStatus.success]: 'success',
  [SignBatchStatus.failed]: 'error',
  [SignBatchStatus.signing]: 'processing',
};

/** 仓单编号, 仓储物, 仓单状态 (ple_bill_status), 签章状态 (sign_batch_status), 操作 查看 → /ple?id= (spec 3 §2). */
export const useSignBillColumns = (): TableColumnsType<SignBill> => {
  const navigate = useNavigate();
  const billStatus = useDict('ple_bill_status');
  const signBatch = useDict('sign_batch_status');
  return [
    { title: '仓单编号', dataIndex: 'code', width: 220, ellipsis: true },
    { title: '仓储物', dataIndex: 'materialName', ellipsis: true, render: (v: string | null) => v || '-' },
    {
      title: '仓单状态',
      dataIndex: 'status',
      width: 150,
      render: (s: number) => <Tag color="blue">{billStatus.data ? billStatus.labelOf(s) : receiptStatusLabel(s)}</Tag>,
    },
    {
      title: '签章状态',
      dataIndex: 'signBatchStatus',
      width: 120,
      render: (s: number | null) => {
        const key = s ?? SignBatchStatus.notSigned;
        const label = signBatch.data ? signBatch.labelOf(key) : signBatchStatusLabels[key];
        return (
          <Tag color={signBatchColors[key] ?? 'default'}>
            {label || signBatchStatusLabels[SignBatchStatus.notSigned]}
          </Tag>
        );
      },
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
