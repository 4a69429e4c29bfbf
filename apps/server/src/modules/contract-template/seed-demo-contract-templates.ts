import type { DbOrTx } from '../../platform/db/client';
import { nameTaken } from './contract-template.repo';
import { contractTemplate } from './contract-template.table';

export type DemoContractTemplate = {
  name: string;
  /** key of contract_template_type: 1 仓单买卖合同, 2 现货买卖合同 */
  templateType: string;
  /** 'given': the categories the seed is handed (the demo cotton); 'all': every category */
  serves: 'given' | 'all';
  listDetail: { display: string; content: string }[];
};

/**
 * Two templates a trader would recognise (spec 2 §2, §3): the sale of cotton by warehouse-receipt transfer, and
 * the sale of goods delivered in kind. Clause 二 of every contract is its settlement and fee clause, which the
 * clauses below refer to.
 */
export const demoContractTemplates: DemoContractTemplate[] = [
  {
    name: '棉花仓单买卖合同',
    templateType: '1',
    serves: 'given',
    listDetail: [
      {
        display: '质量标准',
        content:
          '货物质量执行GB 1103.1—2012《棉花 第1部分：锯齿加工细绒棉》。各批次的颜色级、马克隆值、长度、断裂比强度及回潮率等指标，以仓单记载及中国纤维质量监测中心出具的公证检验证书为准。',
      },
      {
        display: '交货方式及时间',
        content:
          '本合同以仓单过户方式交货。供方应于本合同生效且收到需方全部货款之日起三个工作日内，通过平台向仓储企业申请办理仓单过户，将本合同所列仓单过户至需方名下。\n仓单过户完成之日为交货日，货物的所有权及毁损、灭失的风险自交货日起转移至需方。',
      },
      {
        display: '重量及结算依据',
        content:
          '货物重量以仓单记载的公定重量为准，按公定重量结算，不另计溢短。需方对重量有异议的，可在交货日起七日内申请仓储企业复磅，复磅费用由提出方先行承担，复磅结果与仓单记载相差超过千分之三的，由供方承担复磅费用并按复磅结果调整货款。',
      },
      {
        display: '提货及仓储费用',
        content:
          '需方凭过户后的仓单向仓储企业办理提货。交货日之前发生的仓储费、保险费由供方承担；交货日（含）之后发生的仓储费、出库费及短途运输费由需方承担，按仓储企业公示的收费标准执行。',
      },
      {
        display: '质量异议',
        content:
          '需方对货物质量有异议的，应于交货日起十五日内书面提出，并提供具有资质的检验机构出具的检验报告；逾期未提出的，视为需方对货物质量无异议。经检验确属质量不符的，供方应按实际质量差价补偿需方或予以调换。',
      },
      {
        display: '违约责任',
        content:
          '供方未按约定办理仓单过户的，每逾期一日按未交货部分货款的万分之五向需方支付违约金；逾期超过十日的，需方有权解除合同，供方应返还已收货款并赔偿需方因此受到的损失。\n需方未按约定支付货款的，每逾期一日按逾期金额的万分之五向供方支付违约金；逾期超过十日的，供方有权解除合同并要求需方赔偿损失。',
      },
      {
        display: '不可抗力',
        content:
          '因地震、洪水、火灾、重大疫情等不能预见、不能避免且不能克服的客观情况致使本合同不能履行的，受影响的一方应在事件发生后三日内通知对方，并于十五日内提供有关机构出具的证明，双方据此部分或全部免除责任。',
      },
      {
        display: '争议解决',
        content:
          '因本合同引起的或与本合同有关的争议，双方应友好协商解决；协商不成的，任何一方均可向合同签订地有管辖权的人民法院提起诉讼。',
      },
      {
        display: '其他',
        content:
          '本合同未尽事宜，双方可另行签订补充协议，补充协议与本合同具有同等法律效力。本合同经平台以电子签章方式签署，自双方加盖电子签章之日起生效。',
      },
    ],
  },
  {
    name: '现货买卖合同',
    templateType: '2',
    serves: 'all',
    listDetail: [
      {
        display: '质量标准及包装',
        content:
          '货物质量执行国家标准或行业标准；无国家标准、行业标准的，按双方确认的样品或技术要求执行。包装按行业通用标准，包装物随货交付，不另计价，不予回收。',
      },
      {
        display: '交货时间、地点及方式',
        content:
          '供方应于本合同生效后十五日内将货物运至需方指定地点交付。运输方式及费用由双方另行约定；未约定的，运费及运输途中的风险由供方承担。',
      },
      {
        display: '验收',
        content:
          '需方应在货物到达后三日内对货物的品名、规格、数量及外观进行验收，并签署收货确认单；对内在质量有异议的，应于收货后十五日内书面提出，并附具有资质的检验机构出具的检验报告。逾期未提出的，视为验收合格。',
      },
      {
        display: '所有权及风险转移',
        content: '货物的所有权及毁损、灭失的风险自需方签收之时起转移至需方。',
      },
      {
        display: '货款支付及发票',
        content:
          '需方应按本合同第二条约定的结算方式，将货款支付至供方在本合同中载明的银行账户。供方应在收到全部货款后十日内向需方开具合法有效的增值税专用发票。',
      },
      {
        display: '违约责任',
        content:
          '供方逾期交货或需方逾期付款的，每逾期一日按逾期部分金额的万分之五向对方支付违约金；逾期超过十五日的，守约方有权解除合同。\n供方交付的货物不符合约定质量的，需方有权要求换货或退货，由此产生的费用由供方承担。',
      },
      {
        display: '不可抗力',
        content:
          '因不能预见、不能避免且不能克服的客观情况致使本合同不能履行的，受影响的一方应及时通知对方，并在合理期限内提供证明，双方据此部分或全部免除责任。',
      },
      {
        display: '争议解决',
        content:
          '因本合同引起的争议，双方应友好协商解决；协商不成的，任何一方均可向合同签订地有管辖权的人民法院提起诉讼。',
      },
    ],
  },
];

/**
 * The demo templates of a tenant; the receipt template serves `materialIds` (every category when none are
 * given). Idempotent by name: a template whose name is already live is left as it is.
 */
export const seedDemoContractTemplates = async (
  db: DbOrTx,
  tenantId: string,
  materialIds: string[] = [],
  templates: DemoContractTemplate[] = demoContractTemplates,
) => {
  for (const t of templates) {
    if (await nameTaken(db, tenantId, t.name)) continue;
    await db.insert(contractTemplate).values({
      tenantId,
      name: t.name,
      templateType: t.templateType,
      materialIds: t.serves === 'given' ? [...new Set(materialIds)] : [],
      listDetail: t.listDetail,
    });
  }
};
