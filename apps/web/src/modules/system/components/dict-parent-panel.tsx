import { Card } from 'antd';
import type { DictKind, DictRecord } from '../api';
import { useDictParentList } from '../hooks/use-dict-admin';
import { DictRows } from './dict-rows';
import { DictSearchForm } from './dict-search-form';

/** The left card: search, toolbar and the dictionaries; clicking a row selects it. */
export const DictParentPanel = ({
  kind,
  title,
  selected,
  onSelect,
}: {
  kind: DictKind;
  title: string;
  selected: DictRecord | undefined;
  onSelect: (r: DictRecord | undefined) => void;
}) => {
  const { result, search, pagination } = useDictParentList(kind);
  return (
    <Card title={title} size="small">
      <DictSearchForm onSearch={search} />
      <DictRows
        kind={kind}
        level="parent"
        page={result.data}
        loading={result.isFetching}
        pagination={pagination(result.data?.total ?? 0)}
        addDefaults={{ parentId: '0' }}
        selectedId={selected?.id}
        onRowClick={onSelect}
        onSaved={(r) => r.id === selected?.id && onSelect(r)}
        onRemoved={(ids) => selected && ids.includes(selected.id) && onSelect(undefined)}
      />
    </Card>
  );
};
