import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ReceiptDetailView } from '../components/receipt-detail-view';

/** /ple?id= and /ple/details?id= (spec 3 §2 Receipt detail): the same page. */
export const ReceiptDetailPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定仓单" />;
  return <ReceiptDetailView key={id} id={id} />;
};
