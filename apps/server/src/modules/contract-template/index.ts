import { moduleOf } from '../../platform/module';
import { contractTemplateRoutes } from './contract-template.routes';

/** The contract-template module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const contractTemplateModule = moduleOf('contract-template', [contractTemplateRoutes]);

// What other modules use of this one: the template a contract prints, and the demo templates.
export type { ContractTemplateRecord } from './contract-template.repo';
export { findContractTemplate } from './contract-template.repo';
export { contractTemplate } from './contract-template.table';
export { demoContractTemplates, seedDemoContractTemplates } from './seed-demo-contract-templates';
