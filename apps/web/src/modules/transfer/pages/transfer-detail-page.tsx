import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { TransferDetailView } from '../components/transfer-detail-view';

/** /ples/transferDetails?type=1&id= (spec 3 §2): one transfer application. */
export const TransferDetailPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定过户申请" />;
  return <TransferDetailView key={id} id={id} />;
};
