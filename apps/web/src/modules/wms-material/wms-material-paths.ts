/** spec 3 §2: the mapping list and the cargo category mapping form it opens (saving comes back to the list). */
export const WMS_MATERIAL_LIST_PATH = '/external/wmsMaterial';
export const WMS_MATERIAL_DETAIL_PATH = '/external/wmsMaterialDetail';
