/** The finance module's door: its pages and what other modules' screens include. */
export { financeKeys } from './api';
export { ServiceFeeForm } from './components/service-fee-form';
export { ServiceFeePayment } from './components/service-fee-payment';
export { financeRoutes } from './routes';
export type { FeeSubmitBody, ServiceFeeCard } from './service-fee-api';
