import { useRoleAliases } from '../../../app/access';
import { useUserInfo } from '../../../app/session-queries';

/** Holders of receipts (shippers and buyers) apply to take goods out; warehouses and the platform act on orders. */
const HOLDER_ROLES = ['shipper', 'buyer'];

export const useOutboundApplicant = () => {
  const { data: me } = useUserInfo();
  const aliases = useRoleAliases();
  return Boolean(me?.postId) && aliases.some((a) => HOLDER_ROLES.includes(a));
};
