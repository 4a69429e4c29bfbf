import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { BillApplyDetailView } from '../components/bill-apply-detail-view';
import { BILL_APPLY_PATH } from '../wms-paths';

/** /external/billApply/detail?id= 办理: 返回 closes it and goes to the application list. */
export const BillApplyDetailPage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定货物申请" />;
  return <BillApplyDetailView key={id} id={id} onBack={() => close(BILL_APPLY_PATH)} />;
};
