import { prepareTemplate } from './global-setup';

export default () => prepareTemplate('pglite');
