import { EnvironmentOutlined } from '@ant-design/icons';
import { joinAddress } from '@kc/domain/enterprise/enterprise';
import { measureText } from '@kc/domain/shared/measure';
import { Avatar, Card, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { useHomeEnterprise } from '../api';

/** spec 3 §2: the enterprise card — logo, name, address, code and stored materials. */
export const EnterpriseCard = ({ postId }: { postId: string }) => {
  const { data, isLoading, isError } = useHomeEnterprise(postId);
  if (isError) return null;
  if (isLoading || !data) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  const address = joinAddress(data.addressName, data.addressDetail);
  return (
    <Card data-testid="enterprise-card">
      <Space align="start" size={20}>
        {data.logoLink ? (
          <Avatar shape="square" size={72} src={data.logoLink} alt={data.name} />
        ) : (
          <Avatar shape="square" size={72} style={{ background: '#1677ff', fontSize: 32 }}>
            {data.name.slice(0, 1)}
          </Avatar>
        )}
        <div>
          <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 8 }}>
            {data.name}
          </Typography.Title>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'code', label: '企业编号', children: data.code || '-' },
              {
                key: 'address',
                label: '企业地址',
                children: address ? (
                  <span>
                    <EnvironmentOutlined /> {address}
                  </span>
                ) : (
                  '-'
                ),
              },
            ]}
          />
        </div>
      </Space>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        库存货物
      </Typography.Title>
      {data.materialList.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无库存货物" />
      ) : (
        <Space size={12} wrap>
          {data.materialList.map((m) => (
            <Card key={m.name} size="small" style={{ minWidth: 160 }}>
              <Typography.Text type="secondary">{m.name}</Typography.Text>
              <div style={{ fontSize: 20, fontWeight: 600 }}>
                {measureText(m.weight)} <Typography.Text type="secondary">{m.weightUnit}</Typography.Text>
              </div>
            </Card>
          ))}
        </Space>
      )}
    </Card>
  );
};
