import { contractTemplateRefusals as refuse } from '@kc/domain/contract/template';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';

/**
 * Only the platform operator writes templates (spec 2 §7 Templates): the menu alone is not enough, so a role
 * granted contract_template by mistake still cannot change what every contract prints.
 */
export const assertKeepsTemplates = (p: Principal) => {
  if (!isPlatformOperator(p)) throw refuse.platformOnly();
};
