/** The demo and first-start data (its one door, ARCHITECTURE "Layout"). */
export { seed } from './seed';
export { seedDemoBusiness } from './seed-demo-business';
