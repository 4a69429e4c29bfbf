import { Col, Row } from 'antd';
import { useState } from 'react';
import type { DictKind, DictRecord } from '../api';
import { DictEntryPanel } from './dict-entry-panel';
import { DictParentPanel } from './dict-parent-panel';

/** Dictionary admin (spec 1 §2): the dictionaries on the left, the selected one's entries on the right. */
export const DictAdmin = ({ kind, title }: { kind: DictKind; title: string }) => {
  const [selected, setSelected] = useState<DictRecord>();
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <DictParentPanel kind={kind} title={title} selected={selected} onSelect={setSelected} />
      </Col>
      <Col xs={24} xl={12}>
        <DictEntryPanel kind={kind} parent={selected} />
      </Col>
    </Row>
  );
};
