import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { BILL_MOVE_LIST_PATH } from '../bill-move-paths';
import { BillMoveDetailView } from '../components/bill-move-detail-view';

/** /billMoves/billMoveDetails?type=1&name=<code>&id= (spec 3 §2); 返回 closes it and goes to the move list. */
export const BillMoveDetailPage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定移库申请" />;
  return <BillMoveDetailView key={id} id={id} onBack={() => close(BILL_MOVE_LIST_PATH)} />;
};
