/** The release module's door: its pages and what other modules' screens include. */

export { releaseDetailPath } from './release-paths';
export { releaseRoutes } from './routes';
