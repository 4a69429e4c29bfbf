import { defineRefusals } from '../shared/errors';
import { disassembleMessages } from './disassemble';

/**
 * The input rules of this module (spec 3 §5 WMS bill split): a schema refusing with one answers its reason. '请选择WMS平台'
 * is the WMS module's rule (wms.platform_required, the container apply and the sandbox console list it too): one reason
 * for one message about the same choice.
 */
export const disassembleInputRefusals = defineRefusals('disassemble', {
  containersRequired: [400, disassembleMessages.containersRequired],
  auditResultRequired: [400, disassembleMessages.auditResultRequired],
  descrRequired: [400, disassembleMessages.descrRequired],
  descrMax: [400, disassembleMessages.descrMax],
  submitStatusInvalid: [400, disassembleMessages.submitStatusInvalid],
  oneBill: [400, disassembleMessages.oneBill],
});
