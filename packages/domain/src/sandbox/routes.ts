import { fileBody } from '../files/answers';
import { pageQuery } from '../shared/paging';
import { defineRoute } from '../shared/route';
import {
  esignAccountState,
  failNextBody,
  failNextCount,
  mailAttachmentQuery,
  miniSessionPage,
  provisionBody,
  provisionedAccount,
  qrSessionState,
  qrTokenBody,
  type SampleKind,
  sampleBody,
  sandboxAccountPage,
  sandboxFlowBody,
  sandboxOutcomeBody,
  sandboxSettings,
  sandboxSettingsBody,
  sandboxSmsPage,
} from './answers';

const BASE = '/api/kc-sandbox';

/**
 * The e-sign, SMS and mini-program sandboxes of the console (ARCHITECTURE §9): served by the server's sandbox
 * module, called by the web's. A tester's routes, not the product's.
 */
export const sandboxConsoleRoutes = {
  accounts: defineRoute({
    method: 'GET',
    path: `${BASE}/esign/accounts`,
    query: pageQuery,
    answer: sandboxAccountPage,
  }),
  outcome: defineRoute({
    method: 'POST',
    path: `${BASE}/esign/outcome`,
    body: sandboxOutcomeBody,
    answer: esignAccountState,
  }),
  advance: defineRoute({
    method: 'POST',
    path: `${BASE}/esign/advance`,
    body: sandboxFlowBody,
    answer: esignAccountState,
  }),
  transfer: defineRoute({
    method: 'POST',
    path: `${BASE}/esign/transfer`,
    body: sandboxFlowBody,
    answer: esignAccountState,
  }),
  settings: defineRoute({ method: 'GET', path: `${BASE}/esign/settings`, answer: sandboxSettings }),
  saveSettings: defineRoute({
    method: 'POST',
    path: `${BASE}/esign/settings`,
    body: sandboxSettingsBody,
    answer: sandboxSettings,
  }),
  provision: defineRoute({
    method: 'POST',
    path: `${BASE}/esign/provision`,
    body: provisionBody,
    answer: provisionedAccount,
  }),
  failNext: defineRoute({ method: 'GET', path: `${BASE}/esign/failNext`, answer: failNextCount }),
  saveFailNext: defineRoute({
    method: 'POST',
    path: `${BASE}/esign/failNext`,
    body: failNextBody,
    answer: failNextCount,
  }),
  miniSessions: defineRoute({
    method: 'GET',
    path: `${BASE}/mini/sessions`,
    query: pageQuery,
    answer: miniSessionPage,
  }),
  miniConfirm: defineRoute({ method: 'POST', path: `${BASE}/mini/confirm`, body: qrTokenBody, answer: qrSessionState }),
  miniCancel: defineRoute({ method: 'POST', path: `${BASE}/mini/cancel`, body: qrTokenBody, answer: qrSessionState }),
  sms: defineRoute({ method: 'GET', path: `${BASE}/sms`, query: pageQuery, answer: sandboxSmsPage }),
} as const;

/**
 * The console's files: the sandbox CA certificate, a sample image to upload, a mail's attachment. Each answers a file,
 * not the JSON envelope: the server registers them from these paths and schemas itself (a file's answer is
 * `fileBody`, an unknown), and the web fetches their bytes (a link, postForBlob, requestBlob).
 */
export const sandboxFileRoutes = {
  /** Public: a plain link downloads it. */
  caPem: defineRoute({
    method: 'GET',
    path: `${BASE}/esign/ca.pem`,
    answer: fileBody('沙箱 CA 证书（application/x-pem-file）'),
  }),
  /** The path's `:kind` is a SampleKind (samplePath). */
  sample: defineRoute({
    method: 'POST',
    path: `${BASE}/samples/:kind`,
    body: sampleBody,
    answer: fileBody('样例图片（image/png）'),
  }),
  mailAttachment: defineRoute({
    method: 'GET',
    path: `${BASE}/mail/attachment`,
    query: mailAttachmentQuery,
    answer: fileBody('附件'),
  }),
} as const;

/** The sample route's path for one kind. */
export const samplePath = (kind: SampleKind) => sandboxFileRoutes.sample.path.replace(':kind', kind);
