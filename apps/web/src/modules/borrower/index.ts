/** The borrower module's door: its pages, keys and the pieces the customer-creation module builds on. */
export { borrowerApi, borrowerKeys, coBorrowerKeys } from './api';
export { RealNameAction, RealNameTag } from './components/real-name';
export { BorrowerListPage } from './pages/borrower-list-page';
export { borrowerRoutes } from './routes';
