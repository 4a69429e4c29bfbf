import { BATCH_SCAN_WAIT_MS } from '@kc/domain/receipt/batch';
import { batchBusiness, batchSignTiming } from '@kc/domain/receipt/status';
import { BATCH_SIGN_PAGE_SIZE } from '@kc/domain/shared/paging';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { getSessionUser } from '../../../app/session';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { QrSignDialog } from '../../../components/qr-sign-dialog';
import { type SignBill, type SignBillSearch, useSignBillList, useSignRole } from '../api';
import { batchSignViewOf } from '../batch-sign-paths';
import { BatchProgressBar, DialogProgress } from '../components/batch-progress-bar';
import { BatchSignToolbar } from '../components/batch-sign-toolbar';
import { SignBillSearchForm } from '../components/sign-bill-search-form';
import { useBatchSignFlow } from '../hooks/use-batch-sign-flow';
import { useReceiptRefresh } from '../hooks/use-receipt-refresh';
import { useSignBillColumns } from '../hooks/use-sign-bill-columns';

/**
 * One batch-sign screen for every origin (spec 3 §2): /ple/pleBillBatchSign (applyId [+ billIds] | goodsId |
 * disassembleId | all mine), /ple/billBatchSignList?id= and /ple/pleBillBatchSignDetail?id=&type=1&name=.
 */
const BatchSignScreen = () => {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const view = useMemo(() => batchSignViewOf(pathname, params), [pathname, params]);
  const role = useSignRole();
  // The signer enterprise, as the server names the business: for the platform it is the operator enterprise
  // (type 7), not the user's own post (an administrator has none).
  const signer = role.data?.enterpriseId ?? getSessionUser()?.post_id ?? '';
  const business = useMemo(() => batchBusiness(view.origin, signer), [view.origin, signer]);
  const paged = usePagedQuery<SignBillSearch>({}, BATCH_SIGN_PAGE_SIZE);
  const flow = useBatchSignFlow(view.origin, business);
  const list = useSignBillList(view.origin, paged.query, flow.running ? batchSignTiming.listRefreshMs : false);
  const columns = useSignBillColumns();
  const rows = list.data?.records ?? [];
  useReceiptRefresh(
    rows.map((r) => r.id),
    () => void list.refetch(),
  );
  return (
    <ListCard title={view.title}>
      <SignBillSearchForm onSearch={paged.search} />
      <BatchSignToolbar
        role={role.data}
        rows={rows}
        running={flow.running}
        onSign={flow.start}
        onAudit={flow.audit}
        onRefresh={() => void list.refetch()}
      />
      <BatchProgressBar
        progress={flow.progress}
        rows={rows}
        total={list.data?.total ?? 0}
        signer={role.data?.role ?? null}
      />
      <DataTable<SignBill>
        data-testid="batch-sign-table"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching && !list.data}
        pagination={paged.pagination(list.data?.total ?? 0)}
        locale={{ emptyText: '暂无待签章仓单' }}
      />
      <QrSignDialog title="批量签章" lifetimeMs={BATCH_SCAN_WAIT_MS} {...flow.dialog}>
        <DialogProgress progress={flow.progress} />
      </QrSignDialog>
    </ListCard>
  );
};

/** Another origin is another screen: its page, search and flow start afresh. */
export const BatchSignPage = () => {
  const { pathname, search } = useLocation();
  return <BatchSignScreen key={`${pathname}${search}`} />;
};
