/** The contract-template module's door: its pages and what other modules' screens include. */

export { ContractTemplateReview } from './components/contract-template-review';
export { CONTRACT_TEMPLATE_PATH, contractTemplateRoutes } from './routes';
