import { applySignStatusLabels } from '@kc/domain/receipt/status';
import { Descriptions, Space } from 'antd';
import { Link } from 'react-router-dom';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { inboundDetailPath } from '../../inbound';
import type { ReceiptDetail } from '../api';
import { Sha256Text } from './sha256-text';

/** Whose seal is awaited and the last batch result, whichever are known ('-' when neither is). */
const SignState = ({ awaiting, batch }: { awaiting: string | undefined; batch: number | null | undefined }) => {
  const hasBatch = batch !== null && batch !== undefined;
  if (!awaiting && !hasBatch) return <>-</>;
  return (
    <Space size={8} wrap>
      {awaiting}
      {hasBatch && <StatusTag value={batch} map={statusMaps.signBatch} />}
    </Space>
  );
};

/** The receipt's fields (pleWarehouseBillVO first, the row's own as fallback) and the current file's hash. */
export const ReceiptFields = ({ receipt: r }: { receipt: ReceiptDetail }) => {
  const vo = r.pleWarehouseBillVO;
  const inputId = vo?.inputOrderId ?? r.inputId;
  const inputCode = vo?.inputOrderCode ?? r.inputCode;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="receipt-fields">
      <Descriptions.Item label="仓单编号">{r.code}</Descriptions.Item>
      <Descriptions.Item label="仓单状态">
        <StatusTag value={r.status} map={statusMaps.receipt} />
      </Descriptions.Item>
      <Descriptions.Item label="签章状态">
        <SignState awaiting={applySignStatusLabels[r.signStatus ?? -1]} batch={r.signBatchStatus} />
      </Descriptions.Item>
      <Descriptions.Item label="仓储物">{vo?.materialName ?? r.materialName}</Descriptions.Item>
      <Descriptions.Item label="货主">{r.cargoOwnerName || '-'}</Descriptions.Item>
      <Descriptions.Item label="仓库">{r.warehouseName || '-'}</Descriptions.Item>
      <Descriptions.Item label="库位">{r.locator || '-'}</Descriptions.Item>
      <Descriptions.Item label="总重量">
        <WeightText value={vo?.totalWeight ?? r.totalWeight} unit={vo?.weightUnit ?? r.weightUnit} />
      </Descriptions.Item>
      <Descriptions.Item label="总数量">
        <QuantityText value={vo?.totalQuantity ?? r.totalQuantity} unit={vo?.numberUnit ?? r.numberUnit} />
      </Descriptions.Item>
      <Descriptions.Item label="入库单号">
        {inputId && inputCode ? <Link to={inboundDetailPath(inputId, inputCode)}>{inputCode}</Link> : inputCode || '-'}
      </Descriptions.Item>
      <Descriptions.Item label="生成时间">{r.createTime || '-'}</Descriptions.Item>
      <Descriptions.Item label="生效时间">{r.effectiveTime || '-'}</Descriptions.Item>
      {r.origin && (
        <Descriptions.Item label="原仓单">
          <span data-testid="receipt-origin">
            {r.origin.code}（{r.origin.processName}）
          </span>
        </Descriptions.Item>
      )}
      {r.successors.length > 0 && (
        <Descriptions.Item label="新仓单">
          <span data-testid="receipt-replaced-by">
            {r.successors.map((x, i) => (
              <span key={x.id}>
                {i > 0 && '、'}
                <Link to={`/ple?id=${encodeURIComponent(x.id)}`}>{x.code}</Link>（已{x.processName}）
              </span>
            ))}
          </span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label="当前文件 SHA-256" span="filled">
        <Sha256Text value={r.fileSha256} />
      </Descriptions.Item>
    </Descriptions>
  );
};
