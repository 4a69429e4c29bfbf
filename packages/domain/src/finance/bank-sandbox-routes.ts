import { z } from 'zod';
import { defineRoute } from '../shared/route';
import {
  bankSandboxAdmitBody,
  bankSandboxApplicationDetail,
  bankSandboxApplicationList,
  bankSandboxApplyBody,
  bankSandboxApplyQuery,
  bankSandboxCustomerRow,
  bankSandboxCustomerStepBody,
  bankSandboxDeliveryBody,
  bankSandboxDeliveryPage,
  bankSandboxDeliveryRow,
  bankSandboxDisburseBody,
  bankSandboxModeBody,
  bankSandboxPageQuery,
  bankSandboxRefuseBody,
  bankSandboxReleaseBody,
  bankSandboxRepayBody,
  bankSandboxSettings,
  bankSandboxStepAnswer,
  bankSandboxVoidReleaseBody,
  bankSandboxPaths as paths,
} from './bank-sandbox';

/**
 * The bank sandbox's console (providers/bank/README.md "Console"): served by the server's sandbox module, called by
 * the web's. Each of the bank's steps answers the application's new state and sends its callback.
 */
export const bankSandboxRoutes = {
  customers: defineRoute({ method: 'GET', path: paths.customers, answer: z.array(bankSandboxCustomerRow) }),
  customerStep: defineRoute({
    method: 'POST',
    path: paths.customerStep,
    body: bankSandboxCustomerStepBody,
    answer: bankSandboxCustomerRow,
  }),
  applications: defineRoute({ method: 'GET', path: paths.applications, answer: bankSandboxApplicationList }),
  application: defineRoute({
    method: 'GET',
    path: paths.application,
    query: bankSandboxApplyQuery,
    answer: bankSandboxApplicationDetail,
  }),
  deliveries: defineRoute({
    method: 'GET',
    path: paths.deliveries,
    query: bankSandboxPageQuery,
    answer: bankSandboxDeliveryPage,
  }),
  settings: defineRoute({ method: 'GET', path: paths.mode, answer: bankSandboxSettings }),
  saveSettings: defineRoute({
    method: 'POST',
    path: paths.mode,
    body: bankSandboxModeBody,
    answer: bankSandboxSettings,
  }),
  admit: defineRoute({ method: 'POST', path: paths.admit, body: bankSandboxAdmitBody, answer: bankSandboxStepAnswer }),
  refuse: defineRoute({
    method: 'POST',
    path: paths.refuse,
    body: bankSandboxRefuseBody,
    answer: bankSandboxStepAnswer,
  }),
  registerPledge: defineRoute({
    method: 'POST',
    path: paths.registerPledge,
    body: bankSandboxApplyBody,
    answer: bankSandboxStepAnswer,
  }),
  disburse: defineRoute({
    method: 'POST',
    path: paths.disburse,
    body: bankSandboxDisburseBody,
    answer: bankSandboxStepAnswer,
  }),
  repay: defineRoute({ method: 'POST', path: paths.repay, body: bankSandboxRepayBody, answer: bankSandboxStepAnswer }),
  releaseInstruction: defineRoute({
    method: 'POST',
    path: paths.releaseInstruction,
    body: bankSandboxReleaseBody,
    answer: bankSandboxStepAnswer,
  }),
  voidRelease: defineRoute({
    method: 'POST',
    path: paths.voidRelease,
    body: bankSandboxVoidReleaseBody,
    answer: bankSandboxStepAnswer,
  }),
  resend: defineRoute({
    method: 'POST',
    path: paths.resend,
    body: bankSandboxDeliveryBody,
    answer: bankSandboxDeliveryRow,
  }),
  release: defineRoute({
    method: 'POST',
    path: paths.release,
    body: bankSandboxDeliveryBody,
    answer: bankSandboxDeliveryRow,
  }),
} as const;
