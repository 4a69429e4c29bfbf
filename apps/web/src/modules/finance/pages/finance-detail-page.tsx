import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { FinanceDetailView } from '../components/finance-detail-view';
import { FINANCE_LIST_PATH } from '../finance-paths';

/** /ccb/finance/detail?id= (&code= for the tab title); 返回 closes it and goes to the application list. */
export const FinanceDetailPage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定融资申请" />;
  return <FinanceDetailView key={id} id={id} onBack={() => close(FINANCE_LIST_PATH)} />;
};
