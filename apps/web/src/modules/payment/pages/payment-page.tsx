import { CONTRACT_STATUS_EVENT } from '@kc/domain/contract/status';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useLiveEvent } from '../../../app/live-events';
import { ListCard } from '../../../components/crud/list-card';
import { useTradeParty } from '../../trade';
import { paymentKeys } from '../api';
import { LedgerTable } from '../components/ledger-table';
import { PayInboxTable } from '../components/pay-inbox-table';

/**
 * /trade/payments 支付流水: the ledger; the platform also reads the providers' notifications. Live: a fee paid or
 * confirmed moves its contract ('contract.status').
 */
export const PaymentPage = () => {
  const party = useTradeParty();
  const client = useQueryClient();
  useLiveEvent(CONTRACT_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: paymentKeys.all }));
  if (!party.isPlatform) {
    return (
      <ListCard>
        <LedgerTable />
      </ListCard>
    );
  }
  return (
    <ListCard>
      <Tabs
        defaultActiveKey="ledger"
        destroyOnHidden
        items={[
          { key: 'ledger', label: '支付流水', children: <LedgerTable /> },
          { key: 'inbox', label: '支付通知', children: <PayInboxTable /> },
        ]}
      />
    </ListCard>
  );
};
