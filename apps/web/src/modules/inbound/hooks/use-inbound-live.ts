import { INBOUND_STATUS_EVENT, type InboundStatusEvent } from '@kc/domain/inbound/status';
import { useLiveEvent } from '../../../app/live-events';
import { useRefreshRecords } from '../../../app/query-keys';
import { inboundKeys } from '../api';

/** An order moved by the other side (its audit, the warehouse's weighing): that order and the lists read it again. */
export const useInboundLive = () => {
  const refresh = useRefreshRecords();
  useLiveEvent<InboundStatusEvent>(INBOUND_STATUS_EVENT, (e) => {
    if (e?.id) refresh([inboundKeys.detail(String(e.id))]);
  });
};
