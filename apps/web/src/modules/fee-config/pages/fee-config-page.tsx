import { Card, Flex, Spin } from 'antd';
import { useTradeParty } from '../../trade';
import { useFeeConfigInForce } from '../api';
import { FeeConfigFormCard } from '../components/fee-config-form';
import { FeeConfigHistory } from '../components/fee-config-history';

/** /trade/proportion 平台手续费配置: the platform sets the fee configuration; the history stays below. */
export const FeeConfigPage = () => {
  const party = useTradeParty();
  const { data, isLoading } = useFeeConfigInForce();
  return (
    <Flex vertical gap={16}>
      <Card title="当前费用配置" size="small">
        <Spin spinning={isLoading}>
          <FeeConfigFormCard config={data} editable={party.isPlatform} />
        </Spin>
      </Card>
      <Card title="历史配置" size="small">
        <FeeConfigHistory />
      </Card>
    </Flex>
  );
};
