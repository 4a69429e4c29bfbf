import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { WmsEvent } from './port';

/**
 * The wire rules of the WMS push (port.ts): the signed message, its headers, the age limit, and the shape of a
 * push body. A real adapter signs and checks exactly the same way.
 */

export const WMS_HEADER_TIMESTAMP = 'x-wms-timestamp';
export const WMS_HEADER_NONCE = 'x-wms-nonce';
export const WMS_HEADER_SIGNATURE = 'x-wms-signature';
/** A push older (or younger) than this does not verify. */
export const PUSH_MAX_SKEW_MS = 5 * 60 * 1000;

export const wmsNotifyPath = (tenantId: string, unit: string) =>
  `/api/kc-wms/notify/${encodeURIComponent(tenantId)}/${encodeURIComponent(unit)}`;

/** A fresh shared key: 32 random bytes, base64. The HMAC is keyed by the key's text (its UTF-8 bytes). */
export const newSignKey = () => randomBytes(32).toString('base64');
export const newNonce = () => randomBytes(16).toString('hex');
export const newEventId = () => `EV${randomUUID().replaceAll('-', '')}`;

export const pushMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;
export const signPush = (key: string, timestamp: string, nonce: string, body: string) =>
  createHmac('sha256', key)
    .update(pushMessage(timestamp, nonce, body), 'utf8')
    .digest('base64');

/** The headers of a push signed now. */
export const pushHeaders = (key: string, body: string, now: Date): Record<string, string> => {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = newNonce();
  return {
    'content-type': 'application/json',
    [WMS_HEADER_TIMESTAMP]: timestamp,
    [WMS_HEADER_NONCE]: nonce,
    [WMS_HEADER_SIGNATURE]: signPush(key, timestamp, nonce, body),
  };
};

/** Why a push does not verify (Chinese, for the WMS's log), or null when it does. */
export const pushSignatureProblem = (
  key: string,
  headers: Record<string, string | undefined>,
  rawBody: string,
  now: Date,
): string | null => {
  const timestamp = headers[WMS_HEADER_TIMESTAMP];
  const nonce = headers[WMS_HEADER_NONCE];
  const signature = headers[WMS_HEADER_SIGNATURE];
  if (!timestamp || !nonce || !signature) return '推送缺少签名头';
  if (!/^\d{1,12}$/.test(timestamp)) return '推送时间戳格式错误';
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) >= PUSH_MAX_SKEW_MS) return '推送已过期或时间不符';
  const expected = Buffer.from(signPush(key, timestamp, nonce, rawBody), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return '推送签名验证失败';
  return null;
};

// ---- the shape of a push body ------------------------------------------------------------------------------------

const text = (max: number) => z.string().max(max);
const decimal = z.string().regex(/^-?\d{1,14}(\.\d{1,2})?$/);
const isoTime = z.string().max(40);

const traySnapshot = z.object({
  trayId: text(64),
  trayCode: text(64),
  rfidCode: text(64).nullable(),
  siteCode: text(64).nullable(),
  num: decimal,
  weight: decimal,
  residueNum: decimal,
  residueWeight: decimal,
  numUnit: text(8).nullable(),
  weightUnit: text(8).nullable(),
  lastScanTime: isoTime.nullable(),
});
const goodsSnapshot = z.object({
  goodsId: text(64),
  goodsName: text(200),
  materialCode: text(100).nullable(),
  materialName: text(100).nullable(),
  attrs: z.array(z.object({ attrCode: text(100), attrName: text(100), value: text(500) })),
  trays: z.array(traySnapshot),
});
const containerSnapshot = z.object({
  containerId: text(64),
  caseNumber: text(64),
  warehouseCode: text(50),
  ownerCode: text(50),
  inTime: isoTime.nullable(),
  tidanCode: text(64).nullable(),
  contractCode: text(64).nullable(),
  contractBegin: text(10).nullable(),
  contractEnd: text(10).nullable(),
  locked: z.boolean(),
  removed: z.boolean(),
  version: z.number().int().nonnegative(),
  goods: z.array(goodsSnapshot),
});
const alarmSnapshot = z.object({
  alarmId: text(64),
  kind: z.enum(['offline', 'container', 'weight']),
  status: z.enum(['open', 'cleared']),
  warehouseCode: text(50),
  containerId: text(64).nullable(),
  caseNumber: text(64).nullable(),
  content: text(500),
  trays: z.array(
    z.object({
      trayCode: text(64),
      rfidCode: text(64).nullable(),
      siteCode: text(64).nullable(),
      reason: text(200).nullable(),
    }),
  ),
  devices: z.array(
    z.object({
      deviceCode: text(64),
      deviceName: text(100).nullable(),
      offlineTime: isoTime.nullable(),
      onlineTime: isoTime.nullable(),
    }),
  ),
  rfid: z.array(z.object({ epcCode: text(64), scanTime: isoTime.nullable() })),
  raisedAt: isoTime,
  clearedAt: isoTime.nullable(),
  version: z.number().int().nonnegative(),
});
const trayMove = z.object({
  trayCode: text(64),
  caseNumber: text(64).nullable(),
  containerId: text(64).nullable(),
  fromSite: text(64).nullable(),
  toSite: text(64).nullable(),
  batchId: text(64),
  movedAt: isoTime,
});
const rfidScan = z.object({
  epcCode: text(64),
  siteCode: text(64).nullable(),
  deviceCode: text(64).nullable(),
  scanTime: isoTime,
  warn: text(200).nullable(),
});
const head = { id: text(64), seq: z.number().int().positive(), at: isoTime };
const wmsEvent = z.discriminatedUnion('type', [
  z.object({ ...head, type: z.literal('container'), container: containerSnapshot }),
  z.object({ ...head, type: z.literal('alarm'), alarm: alarmSnapshot }),
  z.object({ ...head, type: z.literal('trayMove'), move: trayMove }),
  z.object({ ...head, type: z.literal('rfidScan'), warehouseCode: text(50), scans: z.array(rfidScan) }),
]);
/** A push: `{events: WmsEvent[]}`, at least one. */
export const wmsPushBody = z.object({ events: z.array(wmsEvent).min(1).max(20_000) });

/** The events of a push body, or null when it is not one. */
export const parsePushBody = (rawBody: string): WmsEvent[] | null => {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = wmsPushBody.safeParse(json);
  return parsed.success ? (parsed.data.events as WmsEvent[]) : null;
};

// ---- commands ------------------------------------------------------------------------------------------------------

/**
 * The body of the tray-unlock command (port `unlockTrays`, a partial unlock passed): the WMS's container id and the
 * tray ids let go; a real adapter sends it as JSON and the WMS answers once the trays are free (idempotent).
 */
export const wmsTrayUnlockCommand = z.object({ containerId: text(64), trayIds: z.array(text(64)).min(1).max(5000) });
