/** spec 3 §2: the listing list and its audit page (query id), the demand list and its detail (query id). */
export const LISTING_LIST_PATH = '/trade/goods';
export const LISTING_AUDIT_PATH = '/trade/goodsAudit';
export const DEMAND_LIST_PATH = '/trade/demandList';
export const DEMAND_DETAIL_PATH = '/trade/demand';

export const listingAuditPath = (id: string) => `${LISTING_AUDIT_PATH}?id=${encodeURIComponent(id)}`;
export const demandDetailPath = (id: string) => `${DEMAND_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
