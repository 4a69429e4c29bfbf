import { Button, Card, Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { ContractDocument } from '../components/contract-document';
import { CONTRACT_LIST_PATH } from '../contract-paths';

/** /contract/preview?id= (spec 2 §2 Contract preview): the document the parties sign, full page. */
export const ContractPreviewPage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const id = params.get('id');
  const back = (
    <Button data-testid="contract-back" onClick={() => close(CONTRACT_LIST_PATH)}>
      返回
    </Button>
  );
  if (!id) return <Result status="warning" title="未指定合同" extra={back} />;
  return (
    <Card title="合同预览" extra={back}>
      <ContractDocument key={id} id={id} height="calc(100vh - 220px)" />
    </Card>
  );
};
