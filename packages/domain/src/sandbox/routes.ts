import { pageQuery } from '../shared/paging';
import { defineRoute } from '../shared/route';
import {
  esignAccountState,
  failNextBody,
  failNextCount,
  miniSessionPage,
  provisionBody,
  provisionedAccount,
  qrSessionState,
  qrTokenBody,
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
