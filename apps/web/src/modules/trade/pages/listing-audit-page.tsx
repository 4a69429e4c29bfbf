import { listingAllows } from '@kc/domain/trade/listing';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useListingDetail } from '../api';
import { ListingAuditForm } from '../components/listing-audit-form';
import { ListingInfo } from '../components/listing-info';
import { useTradeParty } from '../hooks/use-trade-party';
import { LISTING_LIST_PATH } from '../trade-paths';

/** /trade/goodsAudit?id= (spec 3 §2): a listing, and the platform's audit while it waits. */
export const ListingAuditPage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const id = params.get('id');
  const { data, isLoading, isError } = useListingDetail(id);
  const party = useTradeParty();
  const back = <Button onClick={() => close(LISTING_LIST_PATH)}>返回</Button>;
  if (!id) return <Result status="warning" title="未指定挂牌货物" extra={back} />;
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !data) return <Result status="404" title="挂牌货物不存在" extra={back} />;
  return (
    <Flex vertical gap={16}>
      <Card title={`挂牌货物 ${data.name}`} extra={back}>
        <ListingInfo listing={data} />
      </Card>
      {party.isPlatform && listingAllows('pass', data.auditStatus) && (
        <Card title="平台审核" size="small">
          <ListingAuditForm id={data.id} />
        </Card>
      )}
    </Flex>
  );
};
