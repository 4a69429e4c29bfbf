import type { Envelope, RouteAnswer, RouteContract, RouteInput } from '@kc/domain';
import { authRoutes } from '@kc/domain/auth/auth-routes';
import {
  clearSession,
  currentPath,
  getAccessToken,
  getRefreshToken,
  loginPathFor,
  saveSession,
  type TokenAnswer,
} from './session';

export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  /** The refusal's stable reason (`payment.duplicate_order`), when the server named one. */
  readonly reason: string | undefined;
  constructor(code: number, msg: string, status: number, data?: unknown, reason?: string) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
    this.reason = reason;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Don't show the failure message (the caller handles it, or the spec drops it silently). */
  silent?: boolean;
  /** Send no token and skip the refresh (login itself). */
  anonymous?: boolean;
  signal?: AbortSignal;
};

type Hooks = {
  showError: (msg: string) => void;
  /** Leave for the login page; the app replaces this with a router navigation. */
  toLogin: (path: string) => void;
  onSessionEnd: () => void;
};

const hooks: Hooks = {
  showError: (msg) => console.warn(msg),
  toLogin: (path) => window.location.assign(path),
  onSessionEnd: () => {},
};

export const configureApiClient = (h: Partial<Hooks>) => Object.assign(hooks, h);

const NETWORK_ERROR = '网络异常，请稍后重试';

export const buildUrl = (url: string, query?: Query) => {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
};

const send = async (url: string, opts: RequestOptions, token: string | null) => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token && !opts.anonymous) headers['kc-Auth'] = `bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  return fetch(buildUrl(url, opts.query), {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: opts.signal,
  });
};

const readEnvelope = async <T>(res: Response): Promise<Envelope<T>> => {
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError(res.status, res.ok ? NETWORK_ERROR : `请求失败（${res.status}）`, res.status);
  }
  if (json && typeof json === 'object' && 'code' in json) return json as Envelope<T>;
  if (res.ok) return { code: 200, success: true, data: json as T, msg: '' };
  throw new ApiError(res.status, `请求失败（${res.status}）`, res.status);
};

let refreshing: Promise<boolean> | null = null;

const doRefresh = async (usedRefreshToken: string | null): Promise<boolean> => {
  // Another tab may have rotated the token already: then just use what it stored.
  const stored = getRefreshToken();
  if (stored && usedRefreshToken && stored !== usedRefreshToken) return true;
  if (!stored) return false;
  try {
    const res = await send(
      authRoutes.token.path,
      { method: 'POST', body: { grant_type: 'refresh_token', refresh_token: stored }, anonymous: true },
      null,
    );
    const env = await readEnvelope<TokenAnswer>(res);
    if (env.code !== 200 || !env.data?.access_token) return false;
    saveSession(env.data);
    return true;
  } catch {
    return false;
  }
};

/**
 * Refresh tokens rotate (each works once), so concurrent 401s share one refresh call, and tabs take turns
 * through a Web Lock where the browser has one.
 */
const refreshOnce = (usedRefreshToken: string | null): Promise<boolean> => {
  if (!refreshing) {
    const run = () => doRefresh(usedRefreshToken);
    // The lock's promise carries the callback's promise: unwrap it once.
    const locked: Promise<boolean> = navigator.locks
      ? navigator.locks.request('kc-token-refresh', run).then((inner) => inner)
      : run();
    refreshing = locked.finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
};

let ending = false;

/** Ends the session where the server no longer accepts it, keeping the page to come back to. */
const endSession = () => {
  if (ending) return;
  ending = true;
  clearSession();
  hooks.onSessionEnd();
  hooks.toLogin(loginPathFor(currentPath()));
  setTimeout(() => {
    ending = false;
  }, 1000);
};

/** Sends with the token; a 401 refreshes it once and tries again, a second 401 ends the session. */
const sendSigned = async (url: string, opts: RequestOptions): Promise<Response> => {
  const usedRefresh = getRefreshToken();
  let res = await send(url, opts, getAccessToken());
  if (res.status === 401 && !opts.anonymous) {
    if (await refreshOnce(usedRefresh)) res = await send(url, opts, getAccessToken());
    if (res.status === 401) {
      endSession();
      const env = await readEnvelope<unknown>(res).catch(() => null);
      throw new ApiError(401, env?.msg || '登录已失效，请重新登录', 401);
    }
  }
  return res;
};

/** Any failure as ApiError (an abort stays an abort), told to the user unless the call is silent. */
const failure = (e: unknown, opts: RequestOptions) => {
  const err =
    e instanceof ApiError
      ? e
      : e instanceof DOMException && e.name === 'AbortError'
        ? e
        : new ApiError(0, NETWORK_ERROR, 0);
  // A 401 leads to the login page, where a toast would only repeat what the user sees.
  if (err instanceof ApiError && !opts.silent && err.status !== 401) hooks.showError(err.message);
  return err;
};

/** The whole answer, for the few screens that show the server's msg beside its data (a contract sign's 203). */
export const requestEnvelope = async <T>(url: string, opts: RequestOptions = {}): Promise<Envelope<T>> => {
  try {
    const res = await sendSigned(url, opts);
    const env = await readEnvelope<T>(res);
    if (env.code !== 200 || env.success === false) {
      const reason = (env as { reason?: unknown }).reason;
      throw new ApiError(
        env.code,
        env.msg || `请求失败（${env.code}）`,
        res.status,
        env.data,
        typeof reason === 'string' ? reason : undefined,
      );
    }
    return env;
  } catch (e) {
    throw failure(e, opts);
  }
};

export const request = async <T>(url: string, opts: RequestOptions = {}): Promise<T> =>
  (await requestEnvelope<T>(url, opts)).data;

/** A binary answer (a PDF to save): its bytes, or the server's JSON refusal as ApiError. */
export const requestBlob = async (url: string, opts: RequestOptions = {}): Promise<Blob> => {
  try {
    const res = await sendSigned(url, opts);
    const type = res.headers.get('content-type') ?? '';
    if (res.ok && !type.includes('json')) return await res.blob();
    const env = await readEnvelope<unknown>(res);
    const code = env.code === 200 ? res.status : env.code;
    throw new ApiError(code, env.msg || `请求失败（${res.status}）`, res.status);
  } catch (e) {
    throw failure(e, opts);
  }
};

/** A call's options beyond its input (the contract gives the path, the verb and the answer). */
export type CallOptions = Omit<RequestOptions, 'body' | 'query' | 'method'>;

type CallArgs<C extends RouteContract> =
  undefined extends RouteInput<C>
    ? [input?: RouteInput<C>, opts?: CallOptions]
    : [input: RouteInput<C>, opts?: CallOptions];

/** Sends what a route contract (packages/domain) takes, a GET's input as its query and a POST's as its body. */
const contractOptions = <C extends RouteContract>(contract: C, input: unknown, opts?: CallOptions): RequestOptions =>
  contract.method === 'GET'
    ? { ...opts, method: 'GET', query: input as Query | undefined }
    : { ...opts, method: 'POST', body: input };

/** Calls one route by its contract: the path, verb and answer type come from the contract, none written here. */
export const call = <C extends RouteContract>(contract: C, ...[input, opts]: CallArgs<C>): Promise<RouteAnswer<C>> =>
  request<RouteAnswer<C>>(contract.path, contractOptions(contract, input, opts));

/** The whole envelope of a contract's call, for the screens that show the server's msg beside its data. */
export const callEnvelope = <C extends RouteContract>(
  contract: C,
  ...[input, opts]: CallArgs<C>
): Promise<Envelope<RouteAnswer<C>>> =>
  requestEnvelope<RouteAnswer<C>>(contract.path, contractOptions(contract, input, opts));

/**
 * Sends a multipart form (an upload) to a contract's path: the handler reads the form itself, so such a contract
 * declares no body, only its answer.
 */
export const callForm = <C extends RouteContract>(contract: C, form: FormData, opts?: CallOptions) =>
  request<RouteAnswer<C>>(contract.path, { ...opts, method: 'POST', body: form });

export const login = (input: { tenantId: string; username: string; passwordMd5: string }) =>
  call(
    authRoutes.token,
    { grant_type: 'password', tenantId: input.tenantId, username: input.username, password: input.passwordMd5 },
    { anonymous: true, silent: true },
  );

export const logout = async () => {
  try {
    if (getAccessToken()) await call(authRoutes.logout, undefined, { silent: true });
  } catch {
    // The session ends on this side whatever the server answers.
  }
  clearSession();
  hooks.onSessionEnd();
  hooks.toLogin('/login');
};
