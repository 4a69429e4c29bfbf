import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { Access } from '../../../app/access';
import { ApplyGoodsDialog } from './apply-goods-dialog';
import { ApplyRecordDialog } from './apply-record-dialog';

/** The permission key of the apply form (spec 3 §6 external_container_add). */
const APPLY_PERM = 'external_container_add';

/** 申请货物 (owners holding the permission) and 申请记录 above the container list. */
export const ContainerToolbar = () => {
  const [applying, setApplying] = useState(false);
  const [records, setRecords] = useState(false);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Access perm={APPLY_PERM}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
          申请货物
        </Button>
      </Access>
      <Button icon={<HistoryOutlined />} onClick={() => setRecords(true)}>
        申请记录
      </Button>
      {applying && <ApplyGoodsDialog open onClose={() => setApplying(false)} />}
      <ApplyRecordDialog open={records} onClose={() => setRecords(false)} />
    </Space>
  );
};
