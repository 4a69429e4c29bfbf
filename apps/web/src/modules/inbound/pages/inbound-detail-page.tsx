import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { InboundDetailView } from '../components/inbound-detail-view';
import { INBOUND_LIST_PATH, InboundDetailMode } from '../inbound-paths';

/** /inputs/inputDetails?type=1&name=…&id= (type 2: audit); 返回 closes it and goes to the inbound list. */
export const InboundDetailPage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定入库单" />;
  return (
    <InboundDetailView
      key={id}
      id={id}
      audit={params.get('type') === InboundDetailMode.audit}
      onBack={() => close(INBOUND_LIST_PATH)}
    />
  );
};
