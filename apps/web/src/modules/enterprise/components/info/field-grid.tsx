import { Col, Row } from 'antd';
import type { ReactNode } from 'react';

/** Three fields a row on wide screens, one on phones; wide fields (scope, products) take the whole row. */
export const FieldGrid = ({ children }: { children: ReactNode }) => <Row gutter={24}>{children}</Row>;

export const FieldCol = ({ wide, children }: { wide?: boolean; children: ReactNode }) => (
  <Col xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
    {children}
  </Col>
);
