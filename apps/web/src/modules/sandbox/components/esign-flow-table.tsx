import { doneMessages } from '@kc/domain/shared/messages';
import { App } from 'antd';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type SandboxFlow, useSandboxFlows, useSandboxMutations } from '../api';
import { EsignFlowHistory } from './esign-flow-history';
import { useEsignFlowColumns } from './use-esign-flow-columns';

/** Every application the sandbox provider holds, newest first, refreshed every 2 s. */
export const EsignFlowTable = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  // Refreshed every 2 s: the spinner shows only while the first rows load.
  const { data, isLoading } = useSandboxFlows(paged.query);
  const mutations = useSandboxMutations();
  const done = (text: string) => () => void message.success(text);
  const columns = useEsignFlowColumns({
    onOutcome: (f, outcome) =>
      mutations.outcome.mutate({ flowId: f.flowId, outcome }, { onSuccess: done(doneMessages.saved) }),
    onAdvance: (f) => mutations.advance.mutate(f.flowId, { onSuccess: done(doneMessages.advanced) }),
    onTransfer: (f) => mutations.transfer.mutate(f.flowId, { onSuccess: done(doneMessages.transferred) }),
  });
  return (
    <DataTable<SandboxFlow>
      data-testid="sandbox-esign-flows"
      rowKey="flowId"
      columns={columns}
      dataSource={data?.records ?? []}
      loading={isLoading}
      pagination={paged.pagination(data?.total ?? 0)}
      expandable={{ expandedRowRender: (f) => <EsignFlowHistory history={f.history} /> }}
      locale={{ emptyText: '暂无电子签章申请' }}
    />
  );
};
