import { moduleOf } from '../../platform/module';
import { contractRoutes } from './contract.routes';
import { contractLookupRoutes } from './contract-lookup.routes';
import { contractSignRoutes } from './contract-sign.routes';
import { proportionConfigRoutes } from './proportion-config.routes';

/** The contract module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const contractModule = moduleOf('contract', [
  contractRoutes,
  contractLookupRoutes,
  contractSignRoutes,
  proportionConfigRoutes,
]);

export { confirmContract } from './confirm-contract';
export { contract, contractAttach, contractDetail, contractSign, proportionConfig } from './contract.table';
// What other modules use of this one (the module-wall check).
export {
  CONTRACT_ATTACH_OWNER,
  CONTRACT_FILE_OWNER,
  type ContractRow,
  loadVisibleContract,
  visibleContracts,
} from './contract-access';
export { announceContract, publishContractStatus } from './contract-events';
export {
  type ContractEventInput,
  contractById,
  feePartyOf,
  markGoodsMoneyConfirmed,
  markServicePaid,
  mirrorTradePayStatus,
  recordContractEvent,
  setContractInvoiceStatus,
  setContractTransferState,
  shareOf,
} from './contract-fees';
export { contractOperations, operatorTypeOf } from './contract-operations';
export { DEFAULT_PROPORTION_CONFIG, proportionConfigInForce, seedProportionConfig } from './contract-proportion';
export { signContract } from './contract-signing';
export { saveContract } from './save-contract';
