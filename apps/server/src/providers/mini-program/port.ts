import type { QrSession } from './qr-session';

/**
 * The WeChat mini-program (spec 1 §4 and spec 2 §4 QR signing, spec 3 §4 QR sign poll; README.md). The
 * product shows a code carrying a short scene token (at most 32 characters); the user scans it with the
 * phone, which shows what is being signed and confirms or cancels. The real provider draws a mini-program code
 * (getwxacodeunlimit with scene = token) and its mini-program calls the product's public phone API; the sandbox
 * draws a plain QR code of a phone-sized page of this app that calls the same API.
 */
export type QrCodeImage = {
  /** PNG of the code */
  png: Uint8Array;
  /** the same PNG as 'data:image/png;base64,…' (what the dialog's img shows) */
  dataUrl: string;
  /** what the code opens: `${origin}/m/scan?t=${token}` */
  scanUrl: string;
};

export type MiniProgramPort = {
  /** The code for a scene token; `origin` is the product's absolute base URL (PUBLIC_URL or the request's). */
  qrCode: (input: { token: string; origin: string }) => Promise<QrCodeImage>;
  /** The phone opened the code: flag 0 → 1 (later states unchanged); undefined for an unknown token. */
  scan: (token: string) => Promise<QrSession | undefined>;
  /** The phone confirmed: flag 0/1 → 2 while waiting and unexpired, else 400 二维码已失效. */
  confirm: (token: string) => Promise<QrSession>;
  /** The phone cancelled before confirming: flag 3, status 3, else 400 二维码已失效. */
  cancel: (token: string) => Promise<QrSession>;
};
