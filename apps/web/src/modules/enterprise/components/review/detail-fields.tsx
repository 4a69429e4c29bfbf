import { joinAddress } from '@kc/domain/enterprise/enterprise';
import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import type { EnterpriseDetail } from '../../review-api';

export type DetailItem = NonNullable<DescriptionsProps['items']>[number];

/** One read-only field; empty values read '-'. */
export const field = (key: string, label: string, value: ReactNode, span?: number): DetailItem => ({
  key,
  label,
  span,
  children: value === null || value === undefined || value === '' ? '-' : value,
});

export const addressOf = (e: EnterpriseDetail) => joinAddress(e.addressName, e.addressDetail);

export const businessLifeOf = (e: EnterpriseDetail) =>
  e.businessLifeStart || e.businessLifeEnd ? `${e.businessLifeStart || '-'} 至 ${e.businessLifeEnd || '-'}` : '';
