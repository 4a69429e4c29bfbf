/** The demo and first-start data (its one door, ARCHITECTURE "Layout"). */
export { seed } from './seed';
