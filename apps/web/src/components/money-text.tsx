import { amountText, type MoneyValue } from '@kc/domain/shared/money';

/**
 * An amount of money printed by the domain's rule (`@kc/domain/shared/money`: thousands separators, two decimals,
 * '-' when missing). `yuan` puts ¥ before a price or an amount someone pays where no header already says 元.
 */
export const MoneyText = ({ value, yuan }: { value: MoneyValue | null | undefined; yuan?: boolean }) => (
  <>{amountText(value, { yuan })}</>
);
