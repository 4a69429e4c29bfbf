import { FileProtectOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FinanceDetail } from '../api';
import { financeApplyPath } from '../finance-paths';
import { useFinanceMoves } from '../hooks/use-finance-moves';
import { FinanceRejectDialog } from './finance-reject-dialog';

/**
 * The moves the server allows the caller now (`actions`), each asked first: the shipper's 编辑, 提交 and 撤销; the
 * reviewer's 审核通过 and 驳回 (the reason, then the confirmation; spec 2 §5 Financing review); and 四方协议, the
 * agreement as it stands, once it exists.
 */
export const FinanceDetailActions = ({ apply: a, onViewFour }: { apply: FinanceDetail; onViewFour: () => void }) => {
  const navigate = useNavigate();
  const moves = useFinanceMoves();
  const [rejecting, setRejecting] = useState(false);
  const x = a.actions;
  const reviews = x.platformAudit || x.warehouseAudit;
  return (
    <>
      <Space wrap data-testid="finance-detail-actions">
        {a.fourPdf && (
          <Button icon={<FileProtectOutlined />} onClick={onViewFour} data-testid="finance-view-four">
            四方协议
          </Button>
        )}
        {x.edit && (
          <Button onClick={() => navigate(financeApplyPath(a.id))} data-testid="finance-edit">
            编辑
          </Button>
        )}
        {x.cancel && (
          <Button danger onClick={() => moves.cancel(a)} data-testid="finance-cancel">
            撤销
          </Button>
        )}
        {x.submit && (
          <Button type="primary" onClick={() => moves.submit(a)} data-testid="finance-submit">
            提交
          </Button>
        )}
        {reviews && (
          <Button danger onClick={() => setRejecting(true)} data-testid="finance-reject">
            驳回
          </Button>
        )}
        {reviews && (
          <Button type="primary" onClick={() => moves.pass(a)} data-testid="finance-pass">
            审核通过
          </Button>
        )}
      </Space>
      <FinanceRejectDialog
        open={rejecting}
        onReject={async (descr) => {
          if (await moves.reject(a, descr)) setRejecting(false);
        }}
        onClose={() => setRejecting(false)}
      />
    </>
  );
};
