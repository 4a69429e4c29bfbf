/** The bank-customer module's door: the records drawer (with its wizard) the borrower list opens. */
export { bankCustomerKeys } from './api';
export { CustomerDrawer } from './components/customer-drawer';
export { CustomerWizard } from './components/customer-wizard';
