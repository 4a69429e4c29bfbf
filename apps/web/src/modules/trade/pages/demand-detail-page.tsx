import { demandAllows } from '@kc/domain/trade/demand';
import { Button, Card, Result, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useDemandDetail } from '../api';
import { DemandDrawer } from '../components/demand-drawer';
import { DemandInfo } from '../components/demand-info';
import { useDemandActions } from '../hooks/use-demand-actions';
import { useTradeParty } from '../hooks/use-trade-party';
import { DEMAND_LIST_PATH } from '../trade-paths';

/** /trade/demand?id= (spec 3 §2): one demand; its buyer edits, closes or removes it here too. */
export const DemandDetailPage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const id = params.get('id');
  const { data, isLoading, isError } = useDemandDetail(id);
  const party = useTradeParty();
  const actions = useDemandActions();
  const toList = () => close(DEMAND_LIST_PATH);
  const back = <Button onClick={toList}>返回</Button>;
  if (!id) return <Result status="warning" title="未指定求购信息" extra={back} />;
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !data) return <Result status="404" title="求购信息不存在" extra={back} />;
  const own = party.owns(data.buyerId);
  return (
    <Card
      title={`求购信息 ${data.name}`}
      extra={
        <Space>
          {own && demandAllows('save', data.status) && <Button onClick={() => actions.edit(data)}>编辑</Button>}
          {own && demandAllows('close', data.status) && <Button onClick={() => actions.close(data)}>关闭</Button>}
          {own && (
            <Button danger onClick={() => actions.remove([data.id], toList)}>
              删除
            </Button>
          )}
          {back}
        </Space>
      }
    >
      <DemandInfo demand={data} />
      <DemandDrawer editing={actions.editing} onClose={actions.closeEditor} />
    </Card>
  );
};
