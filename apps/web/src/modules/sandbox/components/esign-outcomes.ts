import type { EsignOutcome } from '../api';

/** The outcomes a tester chooses, and the e-sign status each leads to. */
export const esignOutcomeLabels: Record<EsignOutcome, string> = {
  ok: '正常通过',
  enterprise_fail: '企业认证失败',
  bank_fail: '银行信息核验失败',
  person_fail: '个人认证失败',
  transfer_slow: '打款长时间处理中',
  amount_expired: '打款验证超时',
  seal_fail: '获取签章图片失败',
  autosign_fail: '静默签章授权失败',
};

export const esignOutcomeOptions = (Object.keys(esignOutcomeLabels) as EsignOutcome[]).map((value) => ({
  value,
  label: esignOutcomeLabels[value],
}));
