import { Tabs } from 'antd';
import { ListCard } from '../../../components/crud/list-card';
import { useTradeParty } from '../../trade/hooks/use-trade-party';
import { LedgerTable } from '../components/ledger-table';
import { PayInboxTable } from '../components/pay-inbox-table';

/** /trade/payments 支付流水: the ledger; the platform also reads the providers' notifications. */
export const PaymentPage = () => {
  const party = useTradeParty();
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
