import { materialStatusLabels, pricingModeLabels } from '@kc/domain/goods/base-material';
import { financingGoodsTypeLabels } from '@kc/domain/goods/financing';

const toOptions = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/** 按重量 / 按数量 */
export const pricingModeOptions = toOptions(pricingModeLabels);
/** 停用 / 正常 / 隐藏 */
export const materialStatusOptions = toOptions(materialStatusLabels);
/** 棉花 / 棉纱 / 其他 */
export const financingTypeOptions = toOptions(financingGoodsTypeLabels);
/** The attribute flags are 1 yes, 0 no. */
export const yesNoOptions = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
];
