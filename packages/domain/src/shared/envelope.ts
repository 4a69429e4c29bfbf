/** Every API answer (API.md): `success` is `code == 200`. */
export type Envelope<T> = { code: number; success: boolean; data: T; msg: string };

/** Paged data (API.md): requests page with `current` and `size`. */
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

export const SUCCESS_MSG = '操作成功';

export const ok = <T>(data: T, msg: string = SUCCESS_MSG): Envelope<T> => ({ code: 200, success: true, data, msg });

export const fail = (code: number, msg: string): Envelope<null> => ({ code, success: false, data: null, msg });

export const toPage = <T>(records: T[], total: number, current: number, size: number): Page<T> => ({
  records,
  total,
  size,
  current,
  pages: size > 0 ? Math.ceil(total / size) : 0,
});
