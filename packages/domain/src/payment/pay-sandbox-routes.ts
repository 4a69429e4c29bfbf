import { z } from 'zod';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { defineRoute } from '../shared/route';
import {
  outTradeNoBody,
  payCodeQuery,
  paySandboxDeliveryPage,
  paySandboxOrderAnswer,
  paySandboxOrderPage,
  paySandboxSettings,
  paySandboxSettingsBody,
} from './pay-sandbox';

const PAY = '/api/kc-sandbox/pay';

/** The payment sandbox's console (PROVIDERS.md §1, §2): served by the server's sandbox module, called by the web's. */
export const paySandboxConsoleRoutes = {
  orders: defineRoute({ method: 'GET', path: `${PAY}/orders`, query: pageQuery, answer: paySandboxOrderPage }),
  pay: defineRoute({ method: 'POST', path: `${PAY}/pay`, body: outTradeNoBody, answer: paySandboxOrderAnswer }),
  fail: defineRoute({ method: 'POST', path: `${PAY}/fail`, body: outTradeNoBody, answer: paySandboxOrderAnswer }),
  close: defineRoute({ method: 'POST', path: `${PAY}/close`, body: outTradeNoBody, answer: paySandboxOrderAnswer }),
  notifications: defineRoute({
    method: 'GET',
    path: `${PAY}/notifications`,
    query: pageQuery,
    answer: paySandboxDeliveryPage,
  }),
  resend: defineRoute({ method: 'POST', path: `${PAY}/resend`, body: z.object({ id: idField }), answer: z.boolean() }),
  release: defineRoute({ method: 'POST', path: `${PAY}/release`, answer: z.number() }),
  settings: defineRoute({ method: 'GET', path: `${PAY}/settings`, answer: paySandboxSettings }),
  saveSettings: defineRoute({
    method: 'POST',
    path: `${PAY}/settings`,
    body: paySandboxSettingsBody,
    answer: paySandboxSettings,
  }),
} as const;

const PHONE = '/api/kc-pay/sandbox';

/**
 * The payment sandbox's phone page (/m/pay?pr=…, PROVIDERS.md §1): public, the code's random `pr` is its only
 * credential. Served by the server's sandbox module, called by the web's payment module.
 */
export const paySandboxPhoneRoutes = {
  order: defineRoute({ method: 'GET', path: `${PHONE}/order`, query: payCodeQuery, answer: paySandboxOrderAnswer }),
  pay: defineRoute({ method: 'POST', path: `${PHONE}/pay`, body: payCodeQuery, answer: paySandboxOrderAnswer }),
  fail: defineRoute({ method: 'POST', path: `${PHONE}/fail`, body: payCodeQuery, answer: paySandboxOrderAnswer }),
} as const;
