import { enterpriseMessages } from '@kc/domain/enterprise/enterprise';
import { Alert, Space } from 'antd';
import { useState } from 'react';
import { SampleCard } from './sample-card';
import { sampleDefaults } from './sample-defaults';

/** Sample licence and ID images the recognition sandbox recognises (their fields travel inside the PNG). */
export const SamplePanel = () => {
  // Drawn once per visit: a fresh credit code each time the console opens.
  const [defaults] = useState(sampleDefaults);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title="在「企业信息」页上传生成的图片，系统即按图片中携带的信息识别并自动填写表单。"
      />
      <Space wrap align="start" size={16}>
        <SampleCard
          kind="licence"
          title="营业执照"
          defaults={defaults.licence}
          fields={[
            { name: 'name', label: '企业名称' },
            { name: 'creditCode', label: '统一社会信用代码' },
            { name: 'address', label: '住所' },
            { name: 'legalPerson', label: '法定代表人' },
            { name: 'businessLifeStart', label: '营业期限自' },
            { name: 'businessLifeEnd', label: '营业期限至' },
          ]}
        />
        <SampleCard
          kind="idFront"
          title="身份证正面"
          defaults={defaults.idFront}
          fields={[
            { name: 'name', label: '姓名' },
            { name: 'idNumber', label: '公民身份号码' },
          ]}
        />
        <SampleCard
          kind="idBack"
          title="身份证反面"
          defaults={defaults.idBack}
          fields={[
            { name: 'issuingAuthority', label: '签发机关' },
            { name: 'validPeriod', label: '有效期限' },
          ]}
        />
        <SampleCard
          kind="plain"
          title="无法识别的图片"
          defaults={defaults.plain}
          fields={[]}
          hint={`不携带识别信息；作为营业执照上传时提示「${enterpriseMessages.licenceUnrecognised}」`}
        />
      </Space>
    </Space>
  );
};
