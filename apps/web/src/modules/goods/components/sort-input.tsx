import { InputNumber, type InputNumberProps } from 'antd';

/** Sort: a whole number typed with at most 11 characters (spec 1 §9). */
export const SortInput = (props: Omit<InputNumberProps<number>, 'precision' | 'maxLength' | 'min'>) => (
  <InputNumber<number>
    placeholder="请输入排序"
    precision={0}
    min={0}
    maxLength={11}
    style={{ width: '100%' }}
    {...props}
  />
);
