import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { EnterpriseDetailView } from '../components/review/enterprise-detail-view';
import { REVIEW_LIST_PATH, reviewDetailPath } from '../components/review/review-paths';
import { ReviewSearchForm } from '../components/review/review-search-form';
import { ReviewToolbar } from '../components/review/review-toolbar';
import { useCopyOwner } from '../components/review/use-copy-owner';
import { useReviewColumns } from '../components/review/use-review-columns';
import { useEnterpriseLive } from '../hooks/use-enterprise-live';
import { type EnterpriseDetail, type EnterpriseReviewSearch, useEnterpriseReviewPage } from '../review-api';

/** Clicks on the checkbox or a button of a row do their own thing, not open the detail. */
const ownClick = (target: EventTarget) =>
  target instanceof Element && Boolean(target.closest('.ant-table-selection-column, button, a'));

const ReviewList = () => {
  const navigate = useNavigate();
  const paged = usePagedQuery<EnterpriseReviewSearch>({});
  const { data, isFetching } = useEnterpriseReviewPage(paged.query);
  useEnterpriseLive();
  const selection = useSelection<EnterpriseDetail>();
  const copyOwner = useCopyOwner(selection);
  const open = (r: EnterpriseDetail) => navigate(reviewDetailPath(r.id));
  const columns = useReviewColumns(open);
  return (
    <ListCard>
      <ReviewSearchForm onSearch={paged.search} />
      <ReviewToolbar onCopyOwner={copyOwner} />
      <DataTable<EnterpriseDetail>
        data-testid="enterprise-review-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        rowSelection={selection.rowSelection}
        pagination={paged.pagination(data?.total ?? 0)}
        onRow={(r) => ({
          onClick: (e) => {
            if (!ownClick(e.target)) open(r);
          },
          style: { cursor: 'pointer' },
        })}
      />
    </ListCard>
  );
};

/**
 * 企业认证审核 (/base/enterprise/enterpriseInfo). With ?id= (a link from elsewhere) the page shows that
 * enterprise's detail in place, read-only (spec 1 §2); 返回 drops the id and shows the list again.
 */
export const EnterpriseReviewPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  if (id) return <EnterpriseDetailView key={id} id={id} readOnly onBack={() => navigate(REVIEW_LIST_PATH)} />;
  return <ReviewList />;
};
