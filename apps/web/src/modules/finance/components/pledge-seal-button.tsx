import { PLEDGE_QR_LIFETIME_MS } from '@kc/domain/finance/pledge';
import { Button } from 'antd';
import { useState } from 'react';
import { QrSignDialog } from '../../../components/qr-sign-dialog';
import { batchSignApi } from '../../batch-sign';
import { pledgeApi } from '../pledge-api';

const labels: Record<number, string> = { 0: '货主签章', 1: '仓库签章' };

type Props = {
  /** the financing receipt row (kc_finance_apply_bill id) */
  rowId: string;
  /** 0 the owner (出质人), 1 the warehouse */
  type: 0 | 1;
  disabled?: boolean;
  /** 签章已完成 and its five seconds: the page reads the application again. */
  onDone?: () => void;
};

/**
 * One receipt's pledge notice sealed through the QR signing dialog (spec 2 §4): a five-minute code from
 * shipperExtractPledgeSign / warehouseExtractPLedgeSign, pledgeQrData polled every 2 s (0 the code, 1 签章中...,
 * 2 签章已完成 closing 5 s later, anything else 二维码已失效 with 刷新); a code the dialog gives up is cancelled.
 */
export const PledgeSealButton = ({ rowId, type, disabled, onDone }: Props) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid={`pledge-seal-${type}`}
      >
        {labels[type]}
      </Button>
      <QrSignDialog
        title="仓单质押签章"
        open={open}
        lifetimeMs={PLEDGE_QR_LIFETIME_MS}
        load={() => pledgeApi.sealQr(rowId, type)}
        poll={async (code) => (await pledgeApi.qrData(code.token)).status}
        cancel={(code) => batchSignApi.cancelQr(code.token)}
        onDone={onDone}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
