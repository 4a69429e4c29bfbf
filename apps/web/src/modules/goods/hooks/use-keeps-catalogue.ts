import { keepsCatalogue } from '@kc/domain/goods/base-material';
import { useRoleAliases } from '../../../app/access';

/** Whether the user keeps the goods catalogue (the operator) or only reads it (a bank): the server's rule. */
export const useKeepsCatalogue = () => keepsCatalogue(useRoleAliases());
