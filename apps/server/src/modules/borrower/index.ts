import { moduleOf } from '../../platform/module';
import { borrowerHttpRoutes } from './borrower.routes';

/**
 * The borrower module's one door (ARCHITECTURE "Layout"; README.md): 借款人, 共借人, real-name authentication and
 * borrower materials (spec 1 §2, §3). Registered before the finance module, which reads its borrowers.
 */
export const borrowerModule = moduleOf('borrower', [borrowerHttpRoutes]);

export { saveBorrower, saveCoBorrower } from './borrower.repo';
// What other modules use of this one: the read model (borrower-read.ts); the tables for the seed and tests; the
// viewer hook a later module (the bank's customers) lends so a bank sees the borrowers sent to it.
export { type BorrowerRow, borrower, borrowerMaterials, type CoBorrowerRow, coBorrower } from './borrower.table';
export { type BorrowerViewer, registerBorrowerViewer } from './borrower-access';
export { borrowerById, borrowersOfShipper, coBorrowerById, coBorrowersOf } from './borrower-read';
export { publishRealName, requestRealName, searchRealName } from './real-name';
