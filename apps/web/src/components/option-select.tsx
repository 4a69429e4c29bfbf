import { Select } from 'antd';
import type { CSSProperties } from 'react';

/** What a form item hands a select: the value, its change, and the item's id for the label. */
export type SelectFieldProps = {
  id?: string;
  value?: string;
  onChange?: (v: string | undefined) => void;
  style?: CSSProperties;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
};

type Props = SelectFieldProps & {
  options: { id: string | number; name: string }[] | undefined;
  loading?: boolean;
  notFoundContent: string;
};

/** A searchable select over rows with an id and a name (warehouses, categories…). */
export const OptionSelect = ({ options, loading, notFoundContent, allowClear = true, ...field }: Props) => (
  <Select
    {...field}
    allowClear={allowClear}
    loading={loading}
    showSearch={{ optionFilterProp: 'label' }}
    notFoundContent={notFoundContent}
    options={(options ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
  />
);
