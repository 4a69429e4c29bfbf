/** The WMS split module's door (WMS拆单, billDisassemble): its pages. */
export { disassembleKeys } from './api';
export { disassembleRoutes } from './routes';
