/**
 * What the platform asks of an external warehouse system (外部WMS; spec 3 §2 External containers, goods, trays,
 * Alarms; spec 1 dictionary thirdwms_enterprise). Each WMS platform is known by its dictionary key
 * (`warehouseUnitId`, e.g. '1001'). The sandbox (`sandbox.ts`) plays every platform inside the product; a real
 * adapter would speak the WMS's HTTP API behind the same port (README.md "Connecting a real WMS").
 *
 * The wire protocol, both ways:
 * - **Push.** The WMS posts `{events: WmsEvent[]}` as JSON to
 *   `/api/kc-wms/notify/{tenantId}/{warehouseUnitId}` with the headers `X-Wms-Timestamp` (unix seconds),
 *   `X-Wms-Nonce` (random) and `X-Wms-Signature` = base64(HMAC-SHA256(key, `${timestamp}\n${nonce}\n${body}\n`)),
 *   the key shared per (tenant, platform). The platform answers 200 `{"code":"SUCCESS"}` once every event is stored
 *   (duplicates included: each event has its own id) and 400 `{"code":"FAIL","message":…}` otherwise; the WMS
 *   retries a failed push. A push older than 5 minutes does not verify.
 * - **Pull.** The platform reads the WMS's change feed (`listEvents` after the last sequence it applied) and, to
 *   reconcile, every container's current snapshot and every open alarm. Pushed and pulled events are the same
 *   events with the same ids, so whichever arrives second is a duplicate.
 * - **Order.** A container snapshot and an alarm carry a `version` that grows with every change; an event older
 *   than what the platform already applied is ignored, so out-of-order delivery is harmless.
 * - **Commands.** `lock` / `unlock` a container's goods (and its trays) against any movement out of the
 *   warehouse; both are idempotent. `dispatch` tells the WMS that trays leave the warehouse under an outbound order
 *   the platform passed (出库): an authorized leaving, so no missing-tray alarm, and a container left without trays
 *   is unlocked and gone; idempotent too. `unlockTrays` lets chosen trays of a locked container go (a partial
 *   unlock passed) while the container and its other trays stay locked; idempotent.
 */

import type { WmsCameraFrame } from './camera';

/** A tray as the WMS reports it. Weights and numbers are decimal strings with at most 2 decimals. */
export type WmsTraySnapshot = {
  trayId: string;
  trayCode: string;
  rfidCode: string | null;
  siteCode: string | null;
  num: string;
  weight: string;
  residueNum: string;
  residueWeight: string;
  numUnit: string | null;
  weightUnit: string | null;
  /** when the tray's tag was last read by an RFID device (ISO 8601), null when never */
  lastScanTime: string | null;
};

export type WmsGoodsSnapshot = {
  goodsId: string;
  goodsName: string;
  /** the WMS's cargo category (the WMS mapping's externalMaterialId / wmsMaterialName) */
  materialCode: string | null;
  materialName: string | null;
  attrs: { attrCode: string; attrName: string; value: string }[];
  trays: WmsTraySnapshot[];
};

/** A container (货箱) with everything in it, as it stands at `version`. */
export type WmsContainerSnapshot = {
  containerId: string;
  caseNumber: string;
  /** the warehouse's and the cargo owner's enterprise codes (统一社会信用代码 or the platform's enterprise code) */
  warehouseCode: string;
  ownerCode: string;
  /** ISO 8601 */
  inTime: string | null;
  tidanCode: string | null;
  contractCode: string | null;
  contractBegin: string | null;
  contractEnd: string | null;
  locked: boolean;
  /** gone from the warehouse (all goods out); the last snapshot says so */
  removed: boolean;
  version: number;
  goods: WmsGoodsSnapshot[];
};

export type WmsAlarmKind = 'offline' | 'container' | 'weight';

export type WmsAlarmSnapshot = {
  alarmId: string;
  kind: WmsAlarmKind;
  status: 'open' | 'cleared';
  warehouseCode: string;
  /** the container concerned (container and weight alarms) */
  containerId: string | null;
  caseNumber: string | null;
  content: string;
  /** container alarm: the trays concerned and why */
  trays: { trayCode: string; rfidCode: string | null; siteCode: string | null; reason: string | null }[];
  /** offline alarm: the devices and when they went off (and came back) */
  devices: { deviceCode: string; deviceName: string | null; offlineTime: string | null; onlineTime: string | null }[];
  /** the RFID tags read around it (Alarm detail rfidJson: epcCode, scanTime) */
  rfid: { epcCode: string; scanTime: string | null }[];
  raisedAt: string;
  clearedAt: string | null;
  version: number;
};

export type WmsTrayMove = {
  trayCode: string;
  caseNumber: string | null;
  containerId: string | null;
  fromSite: string | null;
  toSite: string | null;
  /** the moves made together share a batch (the tray transfer list's transferBatchId) */
  batchId: string;
  movedAt: string;
};

export type WmsRfidScan = {
  epcCode: string;
  siteCode: string | null;
  deviceCode: string | null;
  scanTime: string;
  /** the WMS's warning for this read (unknown tag, wrong place…), null when the read is normal */
  warn: string | null;
};

/** One change, pushed or pulled; `id` is unique per platform and `seq` orders the WMS's change feed. */
export type WmsEvent = { id: string; seq: number; at: string } & (
  | { type: 'container'; container: WmsContainerSnapshot }
  | { type: 'alarm'; alarm: WmsAlarmSnapshot }
  | { type: 'trayMove'; move: WmsTrayMove }
  | { type: 'rfidScan'; warehouseCode: string; scans: WmsRfidScan[] }
);

/** What leaves under an outbound order: the WMS's container id and tray ids, and the order's code. */
export type WmsDispatch = { containerId: string; trayIds: readonly string[]; ref: string };

/** A push as it arrived over HTTP: the raw body (verified byte for byte) and its headers (lower-case names). */
export type RawWmsPush = { headers: Record<string, string | undefined>; rawBody: string };

/** The WMS refused a call or could not be reached. */
export class WmsProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WmsProviderError';
  }
}

export type WmsPort = {
  /** The change feed after `afterSeq`, oldest first, at most `limit` events; `lastSeq` is the feed's end now. */
  listEvents: (
    tenantId: string,
    unit: string,
    q: { afterSeq: number; limit: number },
  ) => Promise<{ events: WmsEvent[]; lastSeq: number }>;
  /** Every container's current snapshot (removed ones included), by container id, a page after `after`. */
  listContainers: (
    tenantId: string,
    unit: string,
    q: { after: string | null; limit: number },
  ) => Promise<{ containers: WmsContainerSnapshot[]; next: string | null }>;
  /** Every alarm still open. */
  listOpenAlarms: (tenantId: string, unit: string) => Promise<WmsAlarmSnapshot[]>;
  /** Locks containers (and their trays) against leaving; idempotent. Unknown case numbers: WmsProviderError. */
  lock: (tenantId: string, unit: string, containerIds: readonly string[]) => Promise<void>;
  unlock: (tenantId: string, unit: string, containerIds: readonly string[]) => Promise<void>;
  /**
   * Trays of a container leave the warehouse under an outbound order (`ref`: its code); trays already gone are left
   * alone (idempotent). Unknown container or tray ids: WmsProviderError, nothing changes.
   */
  dispatch: (tenantId: string, unit: string, input: WmsDispatch) => Promise<void>;
  /**
   * Checks a push's signature and age and parses it. Throws WmsProviderError('SIGN_ERROR') with a Chinese reason
   * when it does not verify, ('BAD_BODY') when it is not a well-formed push.
   */
  verifyPush: (tenantId: string, unit: string, raw: RawWmsPush) => Promise<WmsEvent[]>;
  /**
   * The camera at a place (货位) of the warehouse now (spec 3 §2 live video of the owner's split): one frame; the
   * dialog asks again every second. The sandbox draws a test card (sandbox-camera.ts).
   */
  camera: (tenantId: string, unit: string, place: string) => Promise<WmsCameraFrame>;
} & WmsTrayUnlockPort;

// ---- partial unlock (部分解锁; spec 3 §4 Partial unlock status 40) -------------------------------------------------

/** Trays of a locked container the platform lets go (a partial unlock passed): the WMS's container and tray ids. */
export type WmsTrayUnlock = { containerId: string; trayIds: readonly string[] };

export type WmsTrayUnlockPort = {
  /**
   * Unlocks these trays of a (locked) container: they may move and leave without an alarm, while the container and
   * its other trays stay locked. Idempotent (trays already unlocked or gone are left alone). Unknown container or
   * tray ids: WmsProviderError, nothing changes.
   */
  unlockTrays: (tenantId: string, unit: string, input: WmsTrayUnlock) => Promise<void>;
};
