import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { OutboundDetailView } from '../components/outbound-detail-view';
import { OUTBOUND_LIST_PATH } from '../outbound-paths';

/** /outputs/outputDetails?type=1&name=<code>&id= (spec 3 §2); 返回 closes it and goes to the outbound list. */
export const OutboundDetailPage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定出库单" />;
  return <OutboundDetailView key={id} id={id} onBack={() => close(OUTBOUND_LIST_PATH)} />;
};
