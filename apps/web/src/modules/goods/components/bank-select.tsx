import { Select, type SelectProps } from 'antd';
import { useUserInfo } from '../../../app/session-queries';
import { useBankOptions } from '../api';

const BANK_TYPE = '5';

/**
 * A bank user works on its own bank only (the server refuses another), so its own enterprise is the
 * default and the choice is locked; platform users pick any financial institution.
 */
export const useOwnBank = (): string | undefined => {
  const { data: me } = useUserInfo();
  return me?.enterpriseType === BANK_TYPE && me.postId ? me.postId : undefined;
};

/** Financial institutions (enterprise/getWarehouseComp?type=5). */
export const BankSelect = (props: Omit<SelectProps<string>, 'options' | 'loading'>) => {
  const { data, isLoading } = useBankOptions();
  const own = useOwnBank();
  return (
    <Select<string>
      placeholder="请选择金融机构"
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      options={(data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
      disabled={Boolean(own)}
      {...props}
    />
  );
};
