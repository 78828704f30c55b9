import type { RefreshTokenResponse } from '@boneka/shared';
import { clearSession, getAccessToken, getRefreshToken, saveTokens } from './session';

export type ErrorDetail = { path: string; message: string };

/** Any failed call: an HTTP error reply of our API, or no reply at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  /** The message the server wrote for people, when it sent one. */
  readonly serverMessage: string | null;
  readonly body: Record<string, unknown> | null;

  constructor(status: number, code: string, serverMessage: string | null, body: Record<string, unknown> | null) {
    super(serverMessage ?? `${code} (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.body = body;
    this.details = Array.isArray(body?.details) ? (body.details as ErrorDetail[]) : [];
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message when there is one, else the given text. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  /** A FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  /** Attach the bearer token and refresh it on 401 (default true). */
  auth?: boolean;
  /** When the session cannot be renewed, also go to the login page (default true). */
  redirectOnExpiry?: boolean;
  /** Extra request headers, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

let sessionExpiredHandler: () => void = () => {};

/** What to do after a session could not be renewed and was cleared (the app navigates to /login). */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', null, null);
  }
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The error an API reply stands for: its code and its message for people, when it has them. */
export function apiErrorOf(status: number, body: Record<string, unknown> | null): ApiError {
  const code = typeof body?.code === 'string' ? body.code : `HTTP_${status}`;
  const message = typeof body?.message === 'string' && body.message ? body.message : null;
  return new ApiError(status, code, message, body);
}

async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorOf(response.status, await readJson(response));
}

let refreshInFlight: Promise<string> | null = null;

async function renewTokens(): Promise<string> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new Error('No refresh token available!');
  const response = await send('/auth/refresh-token', { method: 'POST', body: { refreshToken } }, null);
  if (!response.ok) throw await toApiError(response);
  const tokens = (await readJson(response)) as Partial<RefreshTokenResponse> | null;
  if (typeof tokens?.accessToken !== 'string' || typeof tokens.refreshToken !== 'string') {
    throw new ApiError(response.status, 'INVALID_REFRESH_REPLY', null, null);
  }
  // The refresh token rotates: the old one is spent, keep the new one.
  saveTokens(tokens.accessToken, tokens.refreshToken);
  return tokens.accessToken;
}

/** Renews the access token; concurrent callers share one request. */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= renewTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function expireSession(redirect: boolean): void {
  clearSession();
  if (redirect) sessionExpiredHandler();
}

/** Sends the request with the session's token (renewed once on 401); any reply but 2xx throws an ApiError. */
async function authorizedFetch(path: string, options: RequestOptions): Promise<Response> {
  const useAuth = options.auth ?? true;
  const redirect = options.redirectOnExpiry ?? true;
  const token = useAuth ? getAccessToken() : null;
  let response = await send(path, options, token);

  if (response.status === 401 && token) {
    let freshToken: string;
    try {
      const current = getAccessToken();
      // Another request may already have renewed the token while this one was under way.
      freshToken = current && current !== token ? current : await refreshAccessToken();
    } catch (refreshError) {
      if (isApiError(refreshError) && refreshError.isNetworkError) throw refreshError;
      const original = await toApiError(response);
      expireSession(redirect);
      throw original;
    }
    response = await send(path, options, freshToken);
    if (response.status === 401) {
      const error = await toApiError(response);
      expireSession(redirect);
      throw error;
    }
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readJson(await authorizedFetch(path, options))) as T;
}

/** A file that only its owner (or an admin) may see, fetched with the token instead of putting it in a URL. */
export async function apiBlob(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<Blob> {
  return (await apiFile(path, options)).blob;
}

/** Like `apiBlob`, with the reply's headers (a download's `Content-Disposition` names the file). */
export async function apiFile(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const headers = { Accept: '*/*', ...options.headers };
  const response = await authorizedFetch(path, { ...options, headers, method: 'GET' });
  return { blob: await response.blob(), headers: response.headers };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  blob: apiBlob,
  file: apiFile,
};
