import { Col, Row } from 'antd';
import type { ReactNode } from 'react';

/** Three fields a row on wide screens, two on medium, one on phones. */
export const FormGrid = ({ children }: { children: ReactNode }) => <Row gutter={24}>{children}</Row>;

export const FormCol = ({ children }: { children: ReactNode }) => (
  <Col xs={24} md={12} xl={8}>
    {children}
  </Col>
);
