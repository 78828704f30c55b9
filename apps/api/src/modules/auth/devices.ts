import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie that marks a browser where an account signed in before (docs/decisions/009). */
export const DEVICE_COOKIE = 'boneka_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Signed device tokens `userId.deviceId.mac` (OWASP's "device cookies" against lockout abuse): a browser that
 * holds one for an account has its own guess budget, so a stranger's wrong passwords lock strangers out, not the
 * account's owner on the browser they always use.
 */
export function deviceTokens(secret: string) {
  const mac = (userId: number, deviceId: string) =>
    createHmac('sha256', secret).update(`device:${userId}:${deviceId}`).digest('base64url');
  return {
    issue(userId: number): string {
      const deviceId = randomBytes(16).toString('base64url');
      return `${userId}.${deviceId}.${mac(userId, deviceId)}`;
    },
    /** The device id when `token` was issued to this account, otherwise undefined. */
    deviceOf(token: string | undefined, userId: number): string | undefined {
      if (!token) return undefined;
      const [owner, deviceId, signature] = token.split('.');
      if (!deviceId || !signature || owner !== String(userId)) return undefined;
      const expected = Buffer.from(mac(userId, deviceId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
    },
  };
}
export type DeviceTokens = ReturnType<typeof deviceTokens>;

/** Reads one cookie from a Cookie header (no cookie plugin: this is the only cookie the API reads). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

export function deviceCookieHeader(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/auth',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
