import { defineRefusals } from '../shared/errors';
import { demandMessages } from './demand';
import { figureMessages } from './figures';
import { listingMessages } from './listing';

/**
 * Every refusal of listed goods and demands (spec 2 §5, spec 3 §2) with its stable reason (`trade.not_platform`).
 * A listing or demand that is not there or not the caller's to see or change answers the shared
 * `access.not_found`.
 */
export const tradeRefusals = defineRefusals('trade', {
  /** The user belongs to no enterprise (the administrator): only an enterprise lists goods or posts demands. */
  noEnterprise: [403, listingMessages.noEnterprise],
  /** Only the platform operator audits listings. */
  notPlatform: [403, listingMessages.notPlatform],
  /** The contract wizard asks for another enterprise's listings. */
  notOwnEnterprise: [403, listingMessages.notOwnEnterprise],
  materialMissing: [400, listingMessages.materialMissing],
  attrUnknown: [400, listingMessages.attrUnknown],
  attrRequired: [400, figureMessages.attrRequired],
  /** A figure copied from the receipt does not fit a listing (8 integer digits). */
  amountInvalid: [400, figureMessages.amountInvalid],
  receiptUnusable: [400, listingMessages.receiptUnusable],
  receiptMaterialMismatch: [400, listingMessages.receiptMaterialMismatch],
  receiptListed: [409, listingMessages.receiptListed],
  /** At the audit: the listed receipt was moved on (pledged, transferred, cancelled) since it was listed. */
  receiptNoLongerInEffect: [409, listingMessages.receiptNoLongerInEffect],
  listingNotEditable: [409, listingMessages.notEditable],
  listingNotAwaitingAudit: [409, listingMessages.notAwaitingAudit],
  listingNotOnShelf: [409, listingMessages.notOnShelf],
  listingNotRemovable: [409, listingMessages.notRemovable],
  demandNotEditable: [409, demandMessages.notEditable],
  demandNotOpen: [409, demandMessages.notOpen],
});
