/** The system module's door: its pages and what other modules' screens include. */

/** The role select tree, for the user form's role picker (user module). */
export { fetchRoleTree } from './role/api';
export { systemRoutes } from './routes';
