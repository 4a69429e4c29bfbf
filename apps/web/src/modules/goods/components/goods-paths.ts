/** The goods catalogue's pages (spec 1 §2). */
export const MATERIAL_LIST_PATH = '/base/basematerial/index';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

export const materialFormPath = (id?: string) => withQuery('/base/basematerial/detail', { id });
export const bankDetailIndexPath = (materialId: string) => withQuery('/base/basematerial/detailIndex', { materialId });
export const bankDetailFormPath = (materialId: string, id?: string) =>
  withQuery('/base/basematerial/materialDetail', { materialId, id });
export const financingGoodsPath = (materialId: string | undefined, id?: string) =>
  withQuery('/base/basematerial/financingGoods', { materialId, id });
