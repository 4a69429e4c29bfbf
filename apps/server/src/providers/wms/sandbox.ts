import type { DbOrTx } from '../../platform/db/client';
import type { WmsPort } from './port';

/** Placeholder until the sandbox lands: the console's handle on the WMS sandbox. */
export type WmsSandbox = WmsPort;

const notYet = () => Promise.reject(new Error('WMS沙箱尚未完成'));
export const createSandboxWms = (_opts: { db: DbOrTx }): WmsSandbox => ({
  listEvents: notYet,
  listContainers: notYet,
  listOpenAlarms: notYet,
  lock: notYet,
  unlock: notYet,
  verifyPush: notYet,
});
