import { Select, type SelectProps } from 'antd';
import { type DictKind, useDict } from './use-dict';

export type DictSelectProps = Omit<SelectProps<string>, 'options' | 'loading'> & { code: string; kind?: DictKind };

/** A select over one dictionary; the value is the entry's dictKey. */
export const DictSelect = ({ code, kind, placeholder = '请选择', allowClear = true, ...rest }: DictSelectProps) => {
  const { entries, isLoading } = useDict(code, kind);
  return (
    <Select<string>
      placeholder={placeholder}
      allowClear={allowClear}
      loading={isLoading}
      options={entries.map((e) => ({ value: String(e.dictKey), label: e.dictValue }))}
      {...rest}
    />
  );
};

/** The label of a dictionary key (the key itself until the dictionary arrives or when it is unknown). */
export const DictLabel = ({
  code,
  value,
  kind,
}: {
  code: string;
  value: string | number | null | undefined;
  kind?: DictKind;
}) => {
  const { labelOf } = useDict(code, kind);
  return <>{labelOf(value)}</>;
};
