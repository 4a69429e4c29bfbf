import { Alert, Empty, Modal, Spin, Typography } from 'antd';
import { useLiveVideo } from '../api';

/**
 * 实时视频: the warehouse camera at the receipt's place, served through the WMS port (the sandbox draws a moving test
 * card); one frame asked again every second. A warehouse without a WMS answers its Chinese message.
 */
export const LiveVideoDialog = ({ billId, onClose }: { billId: string; onClose: () => void }) => {
  const { data, isLoading } = useLiveVideo(billId);
  return (
    <Modal open title="实时视频" footer={null} onCancel={onClose} width={720} destroyOnHidden>
      {isLoading ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : !data ? (
        <Empty />
      ) : data.available && data.image ? (
        <>
          <img src={data.image} alt="实时视频" style={{ width: '100%' }} data-testid="bill-split-video" />
          <Typography.Text type="secondary">
            {data.warehouseName} · 货位 {data.place || '-'} · {data.msg}
          </Typography.Text>
        </>
      ) : (
        <Alert type="warning" showIcon title={data.msg} data-testid="bill-split-video-none" />
      )}
    </Modal>
  );
};
