import { Card, Empty } from 'antd';
import type { DictKind, DictRecord } from '../api';
import { useDictChildList } from '../hooks/use-dict-admin';
import { DictRows } from './dict-rows';

const Entries = ({ kind, parent }: { kind: DictKind; parent: DictRecord }) => {
  const { result, pagination } = useDictChildList(kind, parent.id);
  return (
    <DictRows
      kind={kind}
      level="entry"
      page={result.data}
      loading={result.isFetching}
      pagination={pagination(result.data?.total ?? 0)}
      addDefaults={{ parentId: parent.id, code: parent.code }}
    />
  );
};

/** The right card: the entries of the selected dictionary (spec 1 §2: selecting a parent loads its children). */
export const DictEntryPanel = ({ kind, parent }: { kind: DictKind; parent: DictRecord | undefined }) => (
  <Card title={parent ? `字典项：${parent.dictValue}（${parent.code}）` : '字典项'} size="small">
    {parent ? <Entries key={parent.id} kind={kind} parent={parent} /> : <Empty description="请在左侧选择一个字典" />}
  </Card>
);
