import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ContractDetailView } from '../components/detail/contract-detail-view';

/** /contract/detail?id= (spec 2 §2 Contract detail). */
export const ContractDetailPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定合同" />;
  return <ContractDetailView key={id} id={id} />;
};
