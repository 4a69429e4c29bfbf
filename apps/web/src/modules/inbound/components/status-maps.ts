import { InspectionStatus, inspectionStatusLabels } from '@kc/domain/inbound/inspection';
import { InboundStatus, inboundStatusLabels } from '@kc/domain/inbound/status';
import type { StatusMap } from '../../../components/status-tag';

/** Inbound order status tags: labels from the domain, colours by meaning. */
export const inboundStatusMap: StatusMap = {
  [InboundStatus.draft]: { label: inboundStatusLabels[0], tone: 'default' },
  [InboundStatus.awaitingShipperAudit]: { label: inboundStatusLabels[10], tone: 'processing' },
  [InboundStatus.shipperRejected]: { label: inboundStatusLabels[11], tone: 'error' },
  [InboundStatus.awaitingWarehouse]: { label: inboundStatusLabels[20], tone: 'warning' },
  [InboundStatus.warehouseRejected]: { label: inboundStatusLabels[21], tone: 'error' },
  [InboundStatus.stored]: { label: inboundStatusLabels[1], tone: 'success' },
};

/** Inspection status tags (test_status). */
export const inspectionStatusMap: StatusMap = {
  [InspectionStatus.pending]: { label: inspectionStatusLabels[10], tone: 'processing' },
  [InspectionStatus.done]: { label: inspectionStatusLabels[1], tone: 'success' },
};
