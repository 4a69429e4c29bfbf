import { Card, Flex, Spin } from 'antd';
import { useReconcileLast } from '../api';
import { ReconcileFindingsTable } from '../components/reconcile-findings-table';
import { ReconcileRunCard } from '../components/reconcile-run-card';
import { useWmsLive } from '../hooks/use-wms-live';

/** /external/reconcile WMS对账 (platform): the last run of receipts in effect against the WMS, and its findings. */
export const ReconcilePage = () => {
  const { data, isLoading } = useReconcileLast();
  useWmsLive();
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  return (
    <Flex vertical gap={16}>
      <ReconcileRunCard run={data?.run ?? null} />
      <Card title="不符项" size="small">
        <ReconcileFindingsTable findings={data?.findings ?? []} />
      </Card>
    </Flex>
  );
};
