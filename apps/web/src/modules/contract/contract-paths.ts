/** spec 2 §2: the contract lists (each a return target), the wizard, the detail and the preview. */
export const CONTRACT_LIST_PATH = '/contract/index';
export const CONTRACT_MANAGE_PATH = '/contract/manage';
export const CONTRACT_ADD_PATH = '/contract/add';
export const CONTRACT_DETAIL_PATH = '/contract/detail';
export const CONTRACT_PREVIEW_PATH = '/contract/preview';

const withId = (path: string, id?: string) => (id ? `${path}?id=${encodeURIComponent(id)}` : path);

export const contractAddPath = (id?: string) => withId(CONTRACT_ADD_PATH, id);
export const contractDetailPath = (id: string) => withId(CONTRACT_DETAIL_PATH, id);
export const contractPreviewPath = (id: string) => withId(CONTRACT_PREVIEW_PATH, id);
