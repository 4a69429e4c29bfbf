import { useUserInfo } from '../../../app/session-queries';
import { useWarehouseOptions } from '../../../components/warehouse-select';

/** An enterprise user (userType 3). */
const ENTERPRISE_USER = 3;

/**
 * spec 1 §6: an enterprise user's own enterprise owns the mapping; when it is one of the warehouses the form
 * preselects it and keeps it fixed. Undefined for everyone else (they choose).
 */
export const useOwnWarehouse = (): string | undefined => {
  const { data: me } = useUserInfo();
  const { data: warehouses } = useWarehouseOptions();
  if (me?.userType !== ENTERPRISE_USER || !me.postId) return undefined;
  const own = String(me.postId);
  return warehouses?.some((w) => String(w.id) === own) ? own : undefined;
};
