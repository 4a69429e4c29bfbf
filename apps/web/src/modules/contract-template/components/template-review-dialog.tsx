import { useContractTemplateDetail } from '../api';
import { ContractTemplateReviewModal } from './contract-template-review';

/** 查看: a saved template's review screen, its clauses loaded by id. */
export const TemplateReviewDialog = ({ id, onClose }: { id?: string; onClose: () => void }) => {
  const { data } = useContractTemplateDetail(id);
  return <ContractTemplateReviewModal open={Boolean(id && data)} template={id ? data : undefined} onClose={onClose} />;
};
