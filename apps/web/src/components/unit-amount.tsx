import { useDict } from './use-dict';

/**
 * A weight or quantity with its unit, as the server sent it (never re-rounded). The unit is the server's label
 * when it sent one, else the weight_unit / number_unit dictionary's (nothing until the dictionary arrives).
 */
export const UnitAmount = ({
  value,
  unit,
  unitName,
  kind,
}: {
  value: string | number | null | undefined;
  unit: string | null | undefined;
  unitName?: string | null;
  kind: 'weight' | 'number';
}) => {
  const { labelOf, isSuccess } = useDict(kind === 'weight' ? 'weight_unit' : 'number_unit');
  if (value === null || value === undefined || value === '') return <>-</>;
  const label = unitName || (unit && isSuccess ? labelOf(unit) : '');
  return (
    <>
      {value}
      {label ? ` ${label}` : ''}
    </>
  );
};
