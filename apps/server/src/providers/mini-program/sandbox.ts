import { formatDateTime, offsetOf, type Page, type PageQuery, toPage } from '@kc/domain';
import { bussTypeLabels } from '@kc/domain/receipt/status';
import { count, desc } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../../platform/db/client';
import { miniQrSession } from './mini-program.table';
import type { MiniProgramPort, QrCodeImage } from './port';
import { cancelSession, confirmSession, effectiveState, type QrSession, scanSession } from './qr-session';

/** The QR image's width in pixels (the dialog shows it at about this size). */
export const QR_IMAGE_PX = 250;

/** A session as the sandbox console lists it (a tester's view, not the product's). */
export type MiniSessionRow = {
  token: string;
  bussType: number;
  bussTypeName: string;
  bussId: string;
  userId: string;
  userName: string;
  enterpriseId: string | null;
  enterpriseName: string;
  /** as the dialog reads them: a waiting session past its lifetime shows 3 / 3 */
  flag: number;
  status: number;
  batchId: string | null;
  /** epoch ms, like wxQrCodeForMiniProgram's */
  expireTime: number;
  createTime: string | null;
  scanTime: string | null;
  confirmTime: string | null;
};

export type MiniProgramSandbox = {
  listSessions: (query: PageQuery) => Promise<Page<MiniSessionRow>>;
  /** The console plays the phone: confirm (flag 2) or cancel (flag 3), with the phone's rules. */
  confirm: (token: string) => Promise<QrSession>;
  cancel: (token: string) => Promise<QrSession>;
};

export type SandboxMiniProgram = MiniProgramPort & MiniProgramSandbox;

/** Names of the product's users and enterprises for the console's list (the user and enterprise modules', wired in app.ts). */
export type SessionNames = {
  users: (db: DbOrTx, ids: readonly string[]) => Promise<Map<string, string>>;
  enterprises: (db: DbOrTx, ids: readonly string[]) => Promise<Map<string, string>>;
};

/** The link the code opens: the phone page of this app. */
export const scanUrlOf = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}/m/scan?t=${encodeURIComponent(token)}`;

/** The sandbox plays WeChat: the code is a plain QR code of the phone page (a phone on the network opens it). */
export const createSandboxMiniProgram = (deps: { db: Db; names: SessionNames }): SandboxMiniProgram => {
  const { db } = deps;

  const qrCode = async ({ token, origin }: { token: string; origin: string }): Promise<QrCodeImage> => {
    const scanUrl = scanUrlOf(origin, token);
    const png = await QRCode.toBuffer(scanUrl, {
      type: 'png',
      width: QR_IMAGE_PX,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    return { png: new Uint8Array(png), dataUrl: `data:image/png;base64,${png.toString('base64')}`, scanUrl };
  };

  const listSessions = async (q: PageQuery): Promise<Page<MiniSessionRow>> => {
    const [total] = await db.select({ n: count() }).from(miniQrSession);
    const sessions = await db
      .select()
      .from(miniQrSession)
      .orderBy(desc(miniQrSession.id))
      .limit(q.size)
      .offset(offsetOf(q));
    const [userNames, enterpriseNames] = await Promise.all([
      deps.names.users(
        db,
        sessions.map((s) => s.userId),
      ),
      deps.names.enterprises(
        db,
        sessions.flatMap((s) => (s.enterpriseId ? [s.enterpriseId] : [])),
      ),
    ]);
    const at = new Date();
    const records = sessions.map((s) => ({
      token: s.token,
      bussType: s.bussType,
      bussTypeName: bussTypeLabels[s.bussType] ?? '',
      bussId: s.bussId,
      userId: s.userId,
      userName: userNames.get(s.userId) ?? '',
      enterpriseId: s.enterpriseId,
      enterpriseName: enterpriseNames.get(s.enterpriseId ?? '') ?? '',
      ...effectiveState(s, at),
      batchId: s.batchId,
      expireTime: s.expiresAt.getTime(),
      createTime: formatDateTime(s.createTime),
      scanTime: formatDateTime(s.scanTime),
      confirmTime: formatDateTime(s.confirmTime),
    }));
    return toPage(records, total?.n ?? 0, q.current, q.size);
  };

  return {
    qrCode,
    scan: (token) => scanSession(db, token),
    confirm: (token) => confirmSession(db, token),
    cancel: (token) => cancelSession(db, token),
    listSessions,
  };
};
