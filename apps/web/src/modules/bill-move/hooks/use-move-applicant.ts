import { useRoleAliases } from '../../../app/access';
import { useUserInfo } from '../../../app/session-queries';

/** Holders of receipts (shippers and buyers) apply for moves; warehouses and the platform only act on them. */
const HOLDER_ROLES = ['shipper', 'buyer'];

export const useMoveApplicant = () => {
  const { data: me } = useUserInfo();
  const aliases = useRoleAliases();
  return Boolean(me?.postId) && aliases.some((a) => HOLDER_ROLES.includes(a));
};
