import { WmsApplyStatus } from '@kc/domain/wms/wms';
import { Button, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ApplyRecord } from '../api';
import { billApplyDetailPath } from '../wms-paths';
import { applyColumns } from './use-apply-columns';

/** The warehouse's application list: the apply record and 办理 (查看 once it is settled). */
export const useBillApplyColumns = (): TableColumnsType<ApplyRecord> => {
  const navigate = useNavigate();
  return [
    ...applyColumns,
    {
      title: '操作',
      key: 'op',
      width: 80,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => navigate(billApplyDetailPath(r.id))}>
          {r.status === WmsApplyStatus.pending ? '办理' : '查看'}
        </Button>
      ),
    },
  ];
};
