import type { TradeAttrAnswer } from '@kc/domain/trade/answers';

/** '等级：三级；马克隆值：4.3', or '-'. */
export const tradeAttrsText = (attrs: TradeAttrAnswer[] | undefined) =>
  attrs?.length ? attrs.map((a) => `${a.attrName}：${a.value}`).join('；') : '-';

export const TradeAttrsText = ({ attrs }: { attrs: TradeAttrAnswer[] | undefined }) => <>{tradeAttrsText(attrs)}</>;
