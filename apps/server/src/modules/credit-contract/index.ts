import { moduleOf } from '../../platform/module';
import { creditContractRoutesPlugin } from './credit-contract.routes';

/**
 * The credit-contract module's one door (ARCHITECTURE "Layout"; README.md): credit-investigation contracts
 * (征信授权合同) of a borrower (and co-borrower) at a bank, their consent PDF and the phone signing page. Registered
 * after the borrower module (whose borrowers it reads), before bank-customer and finance (which ask it whether a
 * relation is signed).
 */
export const creditContractModule = moduleOf('credit-contract', [creditContractRoutesPlugin]);

export { creditContract } from './credit-contract.table';
// What other modules use of this one.
export { creditRelationOf, creditSignedFor, seedSignedConsent } from './credit-contract-service';
