import { authModule } from './modules/auth';
import { bankCustomerModule } from './modules/bank-customer';
import { batchSignModule } from './modules/batch-sign';
import { billMoveModule } from './modules/bill-move';
import { billSplitModule } from './modules/bill-split';
import { borrowerModule } from './modules/borrower';
import { contractModule } from './modules/contract';
import { contractTemplateModule } from './modules/contract-template';
import { creditContractModule } from './modules/credit-contract';
import { disassembleModule } from './modules/disassemble';
import { enterpriseModule } from './modules/enterprise';
import { filesModule } from './modules/files';
import { financeModule } from './modules/finance';
import { goodsModule } from './modules/goods';
import { inboundModule } from './modules/inbound';
import { invoiceModule } from './modules/invoice';
import { miniProgramModule } from './modules/mini-program';
import { outboundModule } from './modules/outbound';
import { partUnlockModule } from './modules/part-unlock';
import { paymentModule } from './modules/payment';
import { receiptModule } from './modules/receipt';
import { releaseModule } from './modules/release';
import { sandboxModule } from './modules/sandbox';
import { systemModule } from './modules/system';
import { tradeModule } from './modules/trade';
import { transferModule } from './modules/transfer';
import { userModule } from './modules/user';
import { wmsModule } from './modules/wms';
import { wmsMaterialModule } from './modules/wms-material';
import type { AppModule } from './platform/module';

/** Every business module, registered in this order by buildApp (app.ts). */
export const appModules: AppModule[] = [
  authModule,
  systemModule,
  userModule,
  enterpriseModule,
  goodsModule,
  wmsMaterialModule,
  inboundModule,
  receiptModule,
  batchSignModule,
  contractTemplateModule,
  tradeModule,
  contractModule,
  invoiceModule,
  paymentModule,
  transferModule,
  billMoveModule,
  wmsModule,
  outboundModule,
  borrowerModule,
  creditContractModule,
  bankCustomerModule,
  financeModule,
  releaseModule,
  billSplitModule,
  partUnlockModule,
  disassembleModule,
  miniProgramModule,
  sandboxModule,
  filesModule,
];
