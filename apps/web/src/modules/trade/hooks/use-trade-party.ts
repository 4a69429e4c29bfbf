import { isOperatorRole } from '@kc/domain';
import { useRoleAliases } from '../../../app/access';
import { useUserInfo } from '../../../app/session-queries';

/**
 * Which side the user is on: an enterprise user (postId) lists goods and posts demands of its own; the platform
 * operator audits listings. The server checks again; this only picks the buttons.
 */
export const useTradeParty = () => {
  const { data: me } = useUserInfo();
  const aliases = useRoleAliases();
  const postId = me?.postId ? String(me.postId) : undefined;
  return {
    hasEnterprise: postId !== undefined,
    isPlatform: isOperatorRole(aliases),
    owns: (enterpriseId: string | null | undefined) => postId !== undefined && String(enterpriseId) === postId,
  };
};
