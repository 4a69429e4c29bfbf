import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { useUserInfo } from '../../../app/session-queries';

type Parties = { shipperId: string | null | undefined; warehouseId: string | null | undefined };

/**
 * Which side of an order the user is on: their enterprise (postId) is its shipper or its warehouse. Only a
 * shipper enterprise (type 1) applies for storage. The server checks again; this only picks the buttons.
 */
export const useInboundParty = () => {
  const { data: me } = useUserInfo();
  const postId = me?.postId ? String(me.postId) : undefined;
  return {
    isShipperEnterprise: me?.enterpriseType === EnterpriseType.owner,
    isShipperOf: (o: Parties) => postId !== undefined && String(o.shipperId) === postId,
    isWarehouseOf: (o: Parties) => postId !== undefined && String(o.warehouseId) === postId,
  };
};
