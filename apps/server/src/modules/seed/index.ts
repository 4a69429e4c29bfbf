/** The demo and first-start data (its one door, ARCHITECTURE "Layout"). */
export { seed } from './seed';
export { demoBusinessSteps, seedDemoBusiness } from './seed-demo-business';
export { seedDemoFinance } from './seed-finance';
export { seedDemoMoves } from './seed-moves';
export { seedDemoPayments } from './seed-payments';
export { seedDemoTrading } from './seed-trading';
export { seedDemoTransfers } from './seed-transfers';
export { seedDemoWms } from './seed-wms';
