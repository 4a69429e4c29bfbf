import { enterpriseMessages, imageSlots } from '@kc/domain/enterprise/enterprise';
import { App, Col, Divider, Form, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { ImageUpload } from '../../../../components/image-upload';
import { type EnterpriseDetail, type IdFrontFields, type LicenceFields, uploadFront } from '../../api';

type Props = { detail: EnterpriseDetail; isPerson: boolean; rules: Record<string, Rule[]> };

const Slot = ({ children }: { children: React.ReactNode }) => <Col flex="none">{children}</Col>;

/**
 * Logo, licence and ID card slots (spec 1 §5 Image upload, Licence recognition): a recognised licence or ID
 * front fills the fields it carries; an unrecognised licence is refused and its slot stays as it was.
 */
export const EnterpriseImages = ({ detail, isPerson, rules }: Props) => {
  const { message, modal } = App.useApp();
  const form = Form.useFormInstance();

  const fill = (values: Record<string, string>) => {
    form.setFieldsValue(values);
    // Clears the errors of fields that were empty before.
    void form.validateFields(Object.keys(values)).catch(() => {});
  };

  /** A name already there (the licence's legal person, or typed) is replaced only if the user says so. */
  const fillName = (field: string, recognised: string) => {
    const filled = String(form.getFieldValue(field) ?? '').trim();
    if (!filled || !recognised || filled === recognised) {
      if (recognised) fill({ [field]: recognised });
      return;
    }
    modal.confirm({
      title: enterpriseMessages.idNameMismatchTitle,
      content: enterpriseMessages.idNameMismatch(filled, recognised),
      okText: enterpriseMessages.useIdName,
      cancelText: enterpriseMessages.keepFilledName,
      onOk: () => fill({ [field]: recognised }),
    });
  };

  const uploadLicence = async (file: File) => {
    const res = await uploadFront<LicenceFields>(file, imageSlots.businessLicense.type);
    if (!res.result?.recognised) {
      void message.error(enterpriseMessages.licenceUnrecognised);
      return undefined;
    }
    const f = res.result.fields;
    fill({
      name: f.name,
      addressDetail: f.address,
      corporateInfo: f.legalPerson,
      creditCode: f.creditCode,
      businessLifeStart: f.businessLifeStart,
      businessLifeEnd: f.businessLifeEnd,
    });
    return { id: res.imgId, link: res.link };
  };

  const uploadIdFront = async (file: File) => {
    const res = await uploadFront<IdFrontFields>(file, imageSlots.idcardFront.type);
    if (res.result?.recognised) {
      const { name, idNumber } = res.result.fields;
      fill({ identityNumber: idNumber });
      fillName(isPerson ? 'name' : 'corporateInfo', name);
    }
    return { id: res.imgId, link: res.link };
  };

  const plain = (type: '2' | '4') => async (file: File) => {
    const res = await uploadFront(file, type);
    return { id: res.imgId, link: res.link };
  };

  const idLabel = isPerson ? '' : '法人';
  return (
    <>
      <Divider titlePlacement="start">证照信息</Divider>
      <Row gutter={32}>
        <Slot>
          <Form.Item name="logo" label={imageSlots.logo.label} rules={rules.logo}>
            <ImageUpload
              label={imageSlots.logo.label}
              kind="logo"
              link={detail.logoLink}
              upload={plain(imageSlots.logo.type)}
            />
          </Form.Item>
        </Slot>
        {!isPerson && (
          <Slot>
            <Form.Item name="businessLicense" label={imageSlots.businessLicense.label} rules={rules.businessLicense}>
              <ImageUpload
                label={imageSlots.businessLicense.label}
                kind="businessLicense"
                link={detail.businessLicenseLink}
                upload={uploadLicence}
              />
            </Form.Item>
          </Slot>
        )}
        <Slot>
          <Form.Item name="idcardFront" label={`${idLabel}${imageSlots.idcardFront.label}`} rules={rules.idcardFront}>
            <ImageUpload
              label={imageSlots.idcardFront.label}
              kind="idcardFront"
              link={detail.idCardFrontLink}
              upload={uploadIdFront}
            />
          </Form.Item>
        </Slot>
        <Slot>
          <Form.Item name="idcardBack" label={`${idLabel}${imageSlots.idcardBack.label}`} rules={rules.idcardBack}>
            <ImageUpload
              label={imageSlots.idcardBack.label}
              kind="idcardBack"
              link={detail.idcardBackLink}
              upload={plain(imageSlots.idcardBack.type)}
            />
          </Form.Item>
        </Slot>
      </Row>
    </>
  );
};
