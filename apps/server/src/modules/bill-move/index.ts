import { moduleOf } from '../../platform/module';
import { onSuccessorEffective } from '../receipt';
import { billMoveRoutes } from './bill-move.routes';
import { completeMoveOf } from './complete-bill-move';

/** The warehouse-move module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const billMoveModule = moduleOf('bill-move', [billMoveRoutes]);

// ARCHITECTURE §11: a move completes in the transaction that puts its last new receipt in effect.
onSuccessorEffective('move', completeMoveOf);

// What other modules, the seed and tests use of this one.
export { applyBillMove } from './apply-bill-move';
export { billMove, billMoveBill } from './bill-move.table';
export { billMoveTodo } from './bill-move-todo';
