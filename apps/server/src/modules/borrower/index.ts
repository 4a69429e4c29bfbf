import { moduleOf } from '../../platform/module';

/**
 * The borrower module's one door (ARCHITECTURE "Layout"; README.md): 借款人, 共借人, real-name authentication and
 * borrower materials (spec 1 §2, §3). Registered before the finance module, which reads its borrowers.
 */
export const borrowerModule = moduleOf('borrower', []);

// What other modules use of this one: the read model (borrower-read.ts); the tables for the seed and tests.
export { type BorrowerRow, borrower, borrowerMaterials, type CoBorrowerRow, coBorrower } from './borrower.table';
export { borrowerById, borrowersOfShipper, coBorrowerById, coBorrowersOf } from './borrower-read';
