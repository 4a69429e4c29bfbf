import { Button, Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { EnterpriseDetailView } from '../components/review/enterprise-detail-view';
import { REVIEW_LIST_PATH } from '../components/review/review-paths';

/** /base/enterprise/enterpriseDetail?id= (readonly=1 hides the decision); 返回 goes to the review list. */
export const EnterpriseDetailPage = () => {
  const [params] = useSearchParams();
  const navigate = useClosePage();
  const id = params.get('id');
  const back = () => navigate(REVIEW_LIST_PATH);
  if (!id) {
    return (
      <Result
        status="warning"
        title="未指定企业"
        extra={
          <Button type="primary" onClick={back}>
            返回
          </Button>
        }
      />
    );
  }
  return <EnterpriseDetailView key={id} id={id} readOnly={params.get('readonly') === '1'} onBack={back} />;
};
