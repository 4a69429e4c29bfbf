import { Card, Descriptions, Image, Space, Spin, Table, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { type CoBorrowerDetail, useBorrowerDetail } from '../api';
import { RealNameAction, RealNameTag, useRealNameLive } from '../components/real-name';

const photo = (link: string | null, alt: string) =>
  link ? <Image src={link} alt={alt} width={160} height={100} style={{ objectFit: 'contain' }} /> : '未上传';

const coColumns: TableColumnsType<CoBorrowerDetail> = [
  { title: '姓名', dataIndex: 'name', width: 100 },
  { title: '与借款人关系', dataIndex: 'relationshipName', width: 110 },
  { title: '手机号码', dataIndex: 'phone', width: 130 },
  { title: '身份证号码', dataIndex: 'identityNumber', width: 190 },
  {
    title: '实名认证',
    dataIndex: 'realNameStatus',
    width: 100,
    render: (s: number, r) => <RealNameTag status={s} reason={r.realNameResult} />,
  },
  {
    title: '身份证',
    key: 'photos',
    render: (_, r) => (
      <Space>
        {photo(r.idcardFrontAttach.link, '人像面')}
        {photo(r.idcardBackAttach.link, '国徽面')}
      </Space>
    ),
  },
  {
    title: '操作',
    key: 'op',
    width: 100,
    render: (_, r) => <RealNameAction kind="coborrower" id={r.id} status={r.realNameStatus} />,
  },
];

/** /finance/borrower/detail?id= 借款人详情: the whole ID number and phone for the shipper and the platform only. */
export const BorrowerDetailPage = () => {
  const [params] = useSearchParams();
  const { data } = useBorrowerDetail(params.get('id'));
  useRealNameLive();
  if (!data) return <Spin />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="借款人信息" extra={<RealNameAction kind="borrower" id={data.id} status={data.realNameStatus} />}>
        <Descriptions column={3} bordered size="small" data-testid="borrower-detail-info">
          <Descriptions.Item label="编号">{data.code}</Descriptions.Item>
          <Descriptions.Item label="姓名">{data.name}</Descriptions.Item>
          <Descriptions.Item label="婚姻状况">{data.maritalStatusName}</Descriptions.Item>
          <Descriptions.Item label="手机号码">{data.phone}</Descriptions.Item>
          <Descriptions.Item label="身份证号码">{data.identityNumber}</Descriptions.Item>
          <Descriptions.Item label="证件有效期">{data.periodValidity}</Descriptions.Item>
          {data.shipperName != null && <Descriptions.Item label="所属货主">{data.shipperName}</Descriptions.Item>}
          <Descriptions.Item label="实名认证">
            <RealNameTag status={data.realNameStatus} reason={data.realNameResult} />
          </Descriptions.Item>
          <Descriptions.Item label="创建时间">{data.createTime}</Descriptions.Item>
          <Descriptions.Item label="现居住地址" span={3}>
            {data.addressName} {data.addressDetail}
          </Descriptions.Item>
          <Descriptions.Item label="户籍地址" span={3}>
            {data.residenceAddressName} {data.residenceAddressDetail}
          </Descriptions.Item>
          <Descriptions.Item label="身份证人像面">{photo(data.idcardFrontAttach.link, '人像面')}</Descriptions.Item>
          <Descriptions.Item label="身份证国徽面">{photo(data.idcardBackAttach.link, '国徽面')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="共借人">
        <Table<CoBorrowerDetail>
          rowKey="id"
          size="small"
          columns={coColumns}
          dataSource={data.coBorrowers}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </Space>
  );
};
