import { commonMessages } from '@kc/domain/shared/messages';
import { App } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';

/**
 * Table checkbox selection with the spec's checks (spec 1 §5, §8): actions on a selection need at least
 * one row ('请选择至少一条数据!'); single-row actions need exactly one ('只能选择一条数据!').
 */
export const useSelection = <T extends { id: string }>() => {
  const { message } = App.useApp();
  const [rows, setRows] = useState<T[]>([]);
  return useMemo(
    () => ({
      rows,
      ids: rows.map((r) => r.id),
      clear: () => setRows([]),
      rowSelection: {
        selectedRowKeys: rows.map((r) => r.id),
        onChange: (_keys, selected) => setRows(selected.filter(Boolean)),
        preserveSelectedRowKeys: true,
      } satisfies TableRowSelection<T>,
      /** The selected rows, or undefined after telling the user to select one. */
      requireSome: (): T[] | undefined => {
        if (rows.length === 0) {
          void message.warning(commonMessages.selectAtLeastOne);
          return undefined;
        }
        return rows;
      },
      /** The one selected row, or undefined after telling the user. */
      requireOne: (text: string = commonMessages.selectOnlyOne): T | undefined => {
        if (rows.length === 0) {
          void message.warning(commonMessages.selectAtLeastOne);
          return undefined;
        }
        if (rows.length > 1) {
          void message.warning(text);
          return undefined;
        }
        return rows[0];
      },
    }),
    [rows, message],
  );
};
