/** spec 1 §2: the review list and the detail it opens. */
export const REVIEW_LIST_PATH = '/base/enterprise/enterpriseInfo';
export const reviewDetailPath = (id: string) => `/base/enterprise/enterpriseDetail?id=${encodeURIComponent(id)}`;
