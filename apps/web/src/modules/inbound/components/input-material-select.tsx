import { OptionSelect, type SelectFieldProps } from '../../../components/option-select';
import { useInputMaterials } from '../api';

/** 仓储物类别: the categories an inbound order may store (GET basematerial/findBaseMaterialListForInputOrder). */
export const InputMaterialSelect = ({ placeholder = '请选择仓储物类别', ...field }: SelectFieldProps) => {
  const { data, isFetching } = useInputMaterials();
  return (
    <OptionSelect
      {...field}
      placeholder={placeholder}
      options={data}
      loading={isFetching}
      notFoundContent="暂无仓储物类别"
    />
  );
};
