import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { Select, type SelectProps } from 'antd';
import { useDict } from '../../../../components/use-dict';

/** enterprise_type without the platform operator (spec 1 §9: the review filter excludes type 7). */
export const EnterpriseTypeSelect = (props: Omit<SelectProps<string>, 'options' | 'loading'>) => {
  const { entries, isLoading } = useDict('enterprise_type');
  return (
    <Select<string>
      placeholder="请选择企业类型"
      allowClear
      loading={isLoading}
      options={entries
        .filter((e) => String(e.dictKey) !== EnterpriseType.platform)
        .map((e) => ({ value: String(e.dictKey), label: e.dictValue }))}
      {...props}
    />
  );
};
