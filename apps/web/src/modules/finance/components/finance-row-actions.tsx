import { Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { FinanceApply } from '../api';
import { financeApplyPath, financeDetailLink } from '../finance-paths';
import { useFinanceMoves } from '../hooks/use-finance-moves';

/**
 * A list row's moves, exactly the ones the server allows the caller (`actions`): 编辑, 提交, 撤销 (each asked first),
 * 审核 (the review dialog) and 详情.
 */
export const FinanceRowActions = ({ row, onReview }: { row: FinanceApply; onReview: (r: FinanceApply) => void }) => {
  const navigate = useNavigate();
  const moves = useFinanceMoves();
  const a = row.actions;
  return (
    <Space size={8} data-testid={`finance-row-actions-${row.code}`}>
      {a.edit && (
        <Typography.Link data-testid="finance-edit" onClick={() => navigate(financeApplyPath(row.id))}>
          编辑
        </Typography.Link>
      )}
      {a.submit && (
        <Typography.Link data-testid="finance-submit" onClick={() => moves.submit(row)}>
          提交
        </Typography.Link>
      )}
      {a.cancel && (
        <Typography.Link type="danger" data-testid="finance-cancel" onClick={() => moves.cancel(row)}>
          撤销
        </Typography.Link>
      )}
      {(a.platformAudit || a.warehouseAudit) && (
        <Typography.Link data-testid="finance-review" onClick={() => onReview(row)}>
          审核
        </Typography.Link>
      )}
      <Link to={financeDetailLink(row.id, row.code)} data-testid="finance-detail">
        详情
      </Link>
    </Space>
  );
};
