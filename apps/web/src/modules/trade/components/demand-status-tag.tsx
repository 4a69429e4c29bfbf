import { DEMAND_EXPIRED_LABEL } from '@kc/domain/trade/demand';
import { Tag } from 'antd';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';

/** 发布中 / 已关闭, or 已过期 for an open demand past its date. */
export const DemandStatusTag = ({ status, expired }: { status: number; expired: boolean }) =>
  expired ? <Tag>{DEMAND_EXPIRED_LABEL}</Tag> : <StatusTag value={status} map={statusMaps.demand} />;
