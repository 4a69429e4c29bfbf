import { AlertOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMenuPaths } from '../../../app/access';
import { useOpenAlarms, wmsApi } from '../api';
import { CONTAINER_ALARM_PATH, CONTAINER_LIST_PATH, containerListPath } from '../wms-paths';

/**
 * The home page's WMS entry (spec 3 §2 "Transfer-to-container navigation"): the containers under open alarms are
 * fetched by id, then /external/container?ids= opens with the ones the caller may see. Failures stay silent.
 */
export const HomeWmsEntry = () => {
  const paths = useMenuPaths();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const granted = paths.has(CONTAINER_LIST_PATH);
  const { data } = useOpenAlarms(granted && paths.has(CONTAINER_ALARM_PATH));
  const [going, setGoing] = useState(false);
  if (!granted) return null;
  const alarmed = [...new Set((data?.records ?? []).flatMap((a) => (a.containerId ? [a.containerId] : [])))];
  const toAlarmed = async () => {
    setGoing(true);
    try {
      const containers = await wmsApi.containersById(alarmed);
      if (containers.length === 0) void message.info('告警货箱已不在您的货箱列表中');
      else navigate(containerListPath(containers.map((c) => c.id)));
    } catch {
      // spec 3 §8: home load failures are dropped silently.
    } finally {
      setGoing(false);
    }
  };
  return (
    <Card size="small" title="WMS货箱" data-testid="home-wms-entry">
      <Space wrap>
        <Button icon={<InboxOutlined />} onClick={() => navigate(CONTAINER_LIST_PATH)}>
          查看货箱
        </Button>
        {alarmed.length > 0 && (
          <Button danger icon={<AlertOutlined />} loading={going} onClick={() => void toAlarmed()}>
            告警货箱（{alarmed.length}）
          </Button>
        )}
        {data && alarmed.length === 0 && <Typography.Text type="secondary">暂无告警货箱</Typography.Text>}
      </Space>
    </Card>
  );
};
