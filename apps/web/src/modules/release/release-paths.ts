/** spec 3 §2 Release detail: the release list and one release's detail share /ccb/release (the detail with ?id=). */
export const RELEASE_PATH = '/ccb/release';
/** The tray split of a release (spec 3 §2 Receipt split by trays; its page comes with that step). */
export const RELEASE_SPLIT_PATH = '/ccb/release/splitContainers';

export const releaseDetailPath = (id: string, code?: string) =>
  `${RELEASE_PATH}?id=${encodeURIComponent(id)}${code ? `&code=${encodeURIComponent(code)}` : ''}`;
export const releaseSplitPath = (id: string) => `${RELEASE_SPLIT_PATH}?id=${encodeURIComponent(id)}`;
