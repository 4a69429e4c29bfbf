export * from '../../modules/batch-sign/batch-sign.table';
export * from '../../modules/enterprise/enterprise.table';
export * from '../../modules/goods/goods.table';
export * from '../../modules/inbound/inbound.table';
export * from '../../modules/inbound/inspection.table';
export * from '../../modules/receipt/receipt.table';
export * from '../../modules/system/system.table';
export * from '../../modules/user/user.table';
export * from '../../modules/wms-material/wms-material.table';
export * from '../../providers/esign/sandbox.table';
export * from '../../providers/mini-program/mini-program.table';
// Every table, for Drizzle and drizzle-kit. A module adds its table file here.
export * from '../audit/audit.table';
export * from '../auth/auth.table';
export * from '../files/attachment.table';
export { idSequence } from './columns';
