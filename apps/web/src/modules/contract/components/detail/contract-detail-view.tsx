import { CONTRACT_STATUS_EVENT, ContractStatus, type ContractStatusEvent } from '@kc/domain/contract/status';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useClosePage } from '../../../../app/layout/use-close-page';
import { useLiveEvent } from '../../../../app/live-events';
import { useRefreshRecords } from '../../../../app/query-keys';
import { ContractFeePayment } from '../../../payment';
import { ContractTransferCard, showsTransfer } from '../../../transfer';
import { contractKeys, useContractDetail } from '../../api';
import { CONTRACT_LIST_PATH } from '../../contract-paths';
import { useContractActions } from '../../hooks/use-contract-actions';
import { ContractConfirmDialog } from '../contract-confirm-dialog';
import { ContractDocument } from '../contract-document';
import { ContractProgress } from '../contract-progress';
import { ContractSignDialog } from '../contract-sign-dialog';
import { ContractActionBar } from './contract-action-bar';
import { ContractAttachments } from './contract-attachments';
import { ContractFeeCard } from './contract-fee-card';
import { ContractGoodsTable } from './contract-goods-table';
import { ContractInfo } from './contract-info';
import { ContractOperationLog } from './contract-operation-log';

/**
 * One contract (spec 2 §2 Contract detail): progress, facts, the moves the caller may make, the document, goods,
 * fees, attachments and the process log. A move by either party arrives as a live event and the page reads the
 * contract again (so does a tab that becomes visible), instead of reloading.
 */
export const ContractDetailView = ({ id }: { id: string }) => {
  const { data: contract, isLoading, isError } = useContractDetail(id);
  const refresh = useRefreshRecords();
  const close = useClosePage();
  const actions = useContractActions();
  useLiveEvent<ContractStatusEvent>(CONTRACT_STATUS_EVENT, (e) => {
    if (String(e?.id) === String(id)) refresh([contractKeys.detail(id)]);
  });
  const back = (
    <Button data-testid="contract-back" onClick={() => close(CONTRACT_LIST_PATH)}>
      返回
    </Button>
  );
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !contract) return <Result status="404" title="合同不存在" extra={back} />;
  return (
    <Flex vertical gap={16}>
      <Card title={`合同 ${contract.code}`} extra={back}>
        <ContractProgress steps={contract.steps} current={contract.progress} />
      </Card>
      <Card title="合同信息" size="small">
        <Flex vertical gap={16}>
          <ContractInfo contract={contract} />
          <ContractActionBar contract={contract} actions={actions} />
        </Flex>
      </Card>
      <Card title="合同预览" size="small">
        <ContractDocument id={id} />
      </Card>
      <Card title="产品明细" size="small">
        <ContractGoodsTable contract={contract} />
      </Card>
      <Card title="平台手续费" size="small">
        <ContractFeeCard contract={contract} />
      </Card>
      {contract.status === ContractStatus.inForce && (
        <Card title="平台服务费确认" size="small">
          <ContractFeePayment contract={contract} />
        </Card>
      )}
      {showsTransfer(contract) && (
        <Card title="仓单过户" size="small">
          <ContractTransferCard contract={contract} />
        </Card>
      )}
      <Card title="合同附件" size="small">
        <ContractAttachments contract={contract} />
      </Card>
      <Card title="合同流程" size="small">
        <ContractOperationLog id={id} />
      </Card>
      <ContractSignDialog {...actions.signDialog} />
      <ContractConfirmDialog {...actions.confirmDialog} />
    </Flex>
  );
};
