import type { TokenAnswer } from '@kc/domain/auth/auth';

/** The login answer (API.md, envelope data of POST oauth/token), as the domain declares it. */
export type { TokenAnswer };

const ACCESS = 'kc.accessToken';
const REFRESH = 'kc.refreshToken';
const USER = 'kc.user';

export const getAccessToken = () => localStorage.getItem(ACCESS);
export const getRefreshToken = () => localStorage.getItem(REFRESH);
export const hasSession = () => Boolean(getAccessToken() || getRefreshToken());

export const saveSession = (answer: TokenAnswer) => {
  localStorage.setItem(ACCESS, answer.access_token);
  localStorage.setItem(REFRESH, answer.refresh_token);
  const { access_token: _a, refresh_token: _r, ...user } = answer;
  localStorage.setItem(USER, JSON.stringify(user));
};

export const clearSession = () => {
  localStorage.removeItem(ACCESS);
  localStorage.removeItem(REFRESH);
  localStorage.removeItem(USER);
  sessionStorage.removeItem('kc.tabs');
};

export type SessionUser = Omit<TokenAnswer, 'access_token' | 'refresh_token'>;

export const getSessionUser = (): SessionUser | null => {
  try {
    const raw = localStorage.getItem(USER);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
};

/** Where the user is now, to come back after a new login. */
export const currentPath = () => `${window.location.pathname}${window.location.search}`;

export const loginPathFor = (redirect: string) =>
  redirect && redirect !== '/' && !redirect.startsWith('/login')
    ? `/login?redirect=${encodeURIComponent(redirect)}`
    : '/login';
