import { esignStatusRow } from '@kc/domain/enterprise/status';
import { Timeline } from 'antd';
import type { SandboxFlow } from '../api';

/** Every move of one flow, oldest first. */
export const EsignFlowHistory = ({ history }: { history: SandboxFlow['history'] }) =>
  history.length === 0 ? (
    <span>暂无记录</span>
  ) : (
    <Timeline
      style={{ marginTop: 8, marginBottom: -16 }}
      items={history.map((h, i) => ({
        key: `${h.at}-${i}`,
        content: `${h.at}　${esignStatusRow(h.status).label}（${h.status}）${h.message ? `　${h.message}` : ''}`,
      }))}
    />
  );
