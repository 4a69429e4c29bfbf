import { DictSelect } from '../../../../components/dict-select';
import { useDict } from '../../../../components/use-dict';

type Props = { id?: string; value?: string; onChange?: (v: string) => void; disabled?: boolean };

/**
 * An enterprise chooses among the types enterprise_type_show offers; a type set by the platform outside that
 * list (a bank, the operator) is shown from enterprise_type and cannot be changed here.
 */
export const EnterpriseTypeField = ({ id, value, onChange, disabled }: Props) => {
  const shown = useDict('enterprise_type_show');
  const fixed = Boolean(value) && shown.isSuccess && !shown.entries.some((e) => String(e.dictKey) === value);
  return (
    <DictSelect
      id={id}
      code={fixed ? 'enterprise_type' : 'enterprise_type_show'}
      value={value}
      onChange={onChange}
      disabled={disabled || fixed || undefined}
      placeholder="请选择企业类型"
    />
  );
};
