import type { ContractDetail } from '../../api';
import { parseStoredInfo } from '../../wizard-values';
import { FeeFigures } from '../fee-figures';

/** The platform fee and each side's share with its payment state (spec 2 §3 service status). */
export const ContractFeeCard = ({ contract: c }: { contract: ContractDetail }) => {
  const terms = parseStoredInfo(c.contractInfo)?.detailForm;
  return (
    <FeeFigures
      platform={c.platformServiceAmount}
      shipper={{
        amount: c.shipperServiceAmount,
        rate: terms?.shipperProportionRate ?? null,
        status: c.shipperServiceStatus,
      }}
      buyer={{ amount: c.buyerServiceAmount, rate: terms?.buyerProportionRate ?? null, status: c.buyerServiceStatus }}
    />
  );
};
