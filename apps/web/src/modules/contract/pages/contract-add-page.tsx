import { Button, Result, Spin } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useContractDetail, useEditStatus } from '../api';
import { ContractWizard } from '../components/wizard/contract-wizard';
import { CONTRACT_LIST_PATH } from '../contract-paths';
import { parseStoredInfo } from '../wizard-values';

/** Editing asks getEditStatus first: a refusal has shown its reason, and the user goes back to the list. */
const EditContract = ({ id }: { id: string }) => {
  const close = useClosePage();
  const leave = useRef(close);
  leave.current = close;
  const detail = useContractDetail(id);
  const editable = useEditStatus(id);
  // A refusal (any answer but 200) has its reason shown by the API client; the route answers true otherwise.
  const refused = editable.isError;
  useEffect(() => {
    if (!refused) return;
    leave.current(CONTRACT_LIST_PATH);
  }, [refused]);
  const stored = useMemo(() => (detail.data ? parseStoredInfo(detail.data.contractInfo) : null), [detail.data]);
  if (detail.isError)
    return (
      <Result status="404" title="合同不存在" extra={<Button onClick={() => close(CONTRACT_LIST_PATH)}>返回</Button>} />
    );
  if (!detail.data || !editable.isSuccess || refused)
    return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  return <ContractWizard existing={detail.data} stored={stored} />;
};

/** /contract/add (?id= to edit): the contract creation wizard (spec 2 §2); it ends at /contract/index. */
export const ContractAddPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <EditContract key={id} id={id} /> : <ContractWizard existing={null} stored={null} />;
};
