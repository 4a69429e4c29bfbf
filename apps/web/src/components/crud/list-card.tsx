import { Card } from 'antd';
import type { ReactNode } from 'react';

/**
 * A list screen is one card on the grey page: its search form, its toolbar and its table (STYLE: a list page
 * is a search form, a table and a toolbar), so every search form sits on white, the same way everywhere.
 */
export const ListCard = ({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) => (
  <Card className="kc-list-card" title={title} extra={extra} styles={{ body: { padding: 12 } }}>
    {children}
  </Card>
);
