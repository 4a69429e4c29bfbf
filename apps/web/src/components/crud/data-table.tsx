import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import './data-table.css';

/** A column without a width still needs this much before the table scrolls instead of squeezing it. */
const FLEX_COLUMN_MIN = 100;
const SELECTION_COLUMN = 32;
const EXPAND_COLUMN = 48;

const widthOf = (w: unknown) => (typeof w === 'number' ? w : typeof w === 'string' ? Number.parseInt(w, 10) || 0 : 0);

/** The narrowest the table may be: its columns' widths, flexible ones at their minimum. */
export const minTableWidth = <T,>(columns: ColumnsType<T> | undefined, selectable: boolean, expandable: boolean) =>
  (columns ?? []).reduce((sum, c) => sum + (widthOf(c.width) || FLEX_COLUMN_MIN), 0) +
  (selectable ? SELECTION_COLUMN : 0) +
  (expandable ? EXPAND_COLUMN : 0);

/**
 * Every list's table: it fills its card, never squeezes a column below its width and, when the card is
 * narrower than that, scrolls sideways inside the card with a scrollbar that always shows, so no column
 * hides under the fixed 操作 column and the page itself never scrolls sideways. Rows load with a spinner.
 */
export const DataTable = <T extends object>({ columns, scroll, rowSelection, expandable, ...props }: TableProps<T>) => (
  <Table<T>
    rowKey="id"
    size="middle"
    {...props}
    className={['kc-data-table', props.className].filter(Boolean).join(' ')}
    columns={columns}
    rowSelection={rowSelection}
    expandable={expandable}
    scroll={{ x: minTableWidth(columns, Boolean(rowSelection), Boolean(expandable?.expandedRowRender)), ...scroll }}
  />
);
