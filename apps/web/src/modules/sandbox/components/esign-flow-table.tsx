import { commonMessages } from '@kc/domain/shared/messages';
import { App, Table } from 'antd';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type SandboxFlow, useSandboxFlows, useSandboxMutations } from '../api';
import { EsignFlowHistory } from './esign-flow-history';
import { useEsignFlowColumns } from './use-esign-flow-columns';

/** Every application the sandbox provider holds, newest first, refreshed every 2 s. */
export const EsignFlowTable = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  const { data } = useSandboxFlows(paged.query);
  const mutations = useSandboxMutations();
  const done = () => void message.success(commonMessages.successBang);
  const columns = useEsignFlowColumns({
    onOutcome: (f, outcome) => mutations.outcome.mutate({ flowId: f.flowId, outcome }, { onSuccess: done }),
    onAdvance: (f) => mutations.advance.mutate(f.flowId, { onSuccess: done }),
    onTransfer: (f) => mutations.transfer.mutate(f.flowId, { onSuccess: done }),
  });
  return (
    <Table<SandboxFlow>
      data-testid="sandbox-esign-flows"
      rowKey="flowId"
      size="middle"
      columns={columns}
      dataSource={data?.records ?? []}
      pagination={paged.pagination(data?.total ?? 0)}
      expandable={{ expandedRowRender: (f) => <EsignFlowHistory history={f.history} /> }}
      locale={{ emptyText: '暂无电子签章申请' }}
      scroll={{ x: 1750 }}
    />
  );
};
