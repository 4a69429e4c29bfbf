import type { MenuRow } from '../api';

type Props = {
  expanded: boolean;
  record: MenuRow;
  onExpand: (record: MenuRow, e: React.MouseEvent<HTMLElement>) => void;
};

const cls = 'ant-table-row-expand-icon';

/** antd shows no expand icon for rows whose children are not loaded yet; the lazy tree asks hasChildren. */
export const LazyExpandIcon = ({ expanded, record, onExpand }: Props) =>
  record.hasChildren && record.children ? (
    <button
      type="button"
      aria-label={expanded ? '收起' : '展开'}
      className={`${cls} ${cls}-${expanded ? 'expanded' : 'collapsed'}`}
      onClick={(e) => {
        e.stopPropagation();
        onExpand(record, e);
      }}
    />
  ) : (
    <span className={`${cls} ${cls}-spaced`} />
  );
