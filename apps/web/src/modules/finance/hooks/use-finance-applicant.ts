import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { useMenuGrants } from '../../../app/access';
import { useUserInfo } from '../../../app/session-queries';

/**
 * Who may apply for financing (新增融资申请): a user of a shipper enterprise (type 1, the owner of receipts) granted
 * the 融资申请 screen. The server checks again (an approved enterprise); this only picks the button.
 */
export const useFinanceApplicant = () => {
  const { data: me } = useUserInfo();
  const { codes } = useMenuGrants();
  return Boolean(me?.postId) && me?.enterpriseType === EnterpriseType.owner && codes.has('ccb_finance');
};
