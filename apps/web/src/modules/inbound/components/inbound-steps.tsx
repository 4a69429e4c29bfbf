import { INBOUND_STEP_TITLES, inboundStepStates } from '@kc/domain/inbound/status';
import { Steps } from 'antd';
import { type InboundDetail, useInboundSteps } from '../api';

/** The four steps of an order (getSteps); until they arrive, where the order's status puts them. */
export const InboundSteps = ({ order }: { order: InboundDetail }) => {
  const { data } = useInboundSteps(order.id);
  const fallback = inboundStepStates(order.status, order.receipts.length > 0);
  const steps =
    data && data.length > 0
      ? data
      : INBOUND_STEP_TITLES.map((title, i) => ({ title, status: fallback[i]!, time: null, person: null }));
  return (
    <Steps
      data-testid="inbound-steps"
      size="small"
      titlePlacement="vertical"
      items={steps.map((s) => ({
        title: s.title,
        status: s.status,
        content: [s.person, s.time].filter(Boolean).join(' ') || undefined,
      }))}
    />
  );
};
