import { moduleOf } from '../../platform/module';
import { registerBorrowerViewer } from '../borrower';
import { bankSeesBorrower } from './bank-sees-borrower';
import { bankCustomerRoutes } from './customer.routes';

/**
 * The bank-customer module's one door (ARCHITECTURE "Layout"; README.md): customer establishment (建客) of a
 * borrower at a bank. Registered after borrower and credit-contract (whose borrowers and consent it reads) and before
 * finance, whose bank inbox hands it the bank's customer.status callbacks.
 */
export const bankCustomerModule = moduleOf('bank-customer', [bankCustomerRoutes]);

// The bank a customer was sent to sees that borrower (its photos and materials; numbers masked).
registerBorrowerViewer(bankSeesBorrower);

export { type BankCustomerRow, bankCustomer } from './bank-customer.table';
export {
  applyCustomerCallback,
  CustomerMessageEarly,
  CustomerMessageRefused,
  customerCreatedAt,
  pushCustomerOf,
  pushDueCustomers,
} from './customer-service';
export { seedCreatedCustomer } from './demo-customer';
export { deskCustomerOut, deskCustomerPage, deskCustomerRecord } from './desk-customers';
