/** The part-unlock module's door: its pages and what other modules' screens include. */
export { partUnlockKeys } from './api';
export { partUnlockContainerPath } from './part-unlock-paths';
export { partUnlockRoutes } from './routes';
