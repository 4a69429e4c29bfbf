import { moduleOf } from '../../platform/module';
import { onSuccessorEffective } from '../receipt';
import { disassembleRoutesPlugin } from './disassemble.routes';
import { onDisassembleSuccessor } from './disassemble-service';

/**
 * The disassemble module's one door (ARCHITECTURE "Layout"; README.md): the WMS bill split (WMS拆单, billDisassemble).
 * It comes after the wms module (a receipt's containers and trays) and the receipt module (replaceReceipts).
 */
export const disassembleModule = moduleOf('disassemble', [disassembleRoutesPlugin]);

// A split's new receipt in effect (in the signer's transaction): its containers join its lineage.
onSuccessorEffective('disassemble', onDisassembleSuccessor);

// What the seed and tests use of this one.
export { disassemble, disassembleBill, disassembleContainer } from './disassemble.table';
export { publishDisassembleStatus } from './disassemble-events';
export { auditDisassemble, submitDisassemble } from './disassemble-service';
