import { ExperimentOutlined } from '@ant-design/icons';
import { useServerFacts } from './server-facts';
import './sandbox-mark.css';

/**
 * 沙箱环境: shown on every page (log-in, back office, phone and public pages) while sandboxes play the outside
 * parties, so nobody takes a sandbox payment, seal or bank answer for a real one. It never takes a click.
 */
export const SandboxMark = () => {
  const { sandboxes } = useServerFacts();
  if (!sandboxes) return null;
  return (
    <div
      className="kc-sandbox-mark"
      role="status"
      data-testid="sandbox-mark"
      title="外部服务由沙箱模拟，数据不具真实效力"
    >
      <ExperimentOutlined /> 沙箱环境
    </div>
  );
};
