import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { latestOtp, outbox } from './test-app.js';

let ipCounter = 0;
/** A fresh client address, so that one test's attempts never count against another's throttle. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

let userCounter = 0;
export const uniqueEmail = (prefix = 'pembeli') => {
  userCounter += 1;
  return `${prefix}${userCounter}.${Date.now().toString(36)}@contoh.id`;
};

export const PASSWORD = 'Boneka-Lucu-2026';

export function send(
  app: FastifyInstance,
  options: InjectOptions & { token?: string },
): Promise<LightMyRequestResponse> {
  const { token, headers, ...rest } = options;
  return app.inject({
    remoteAddress: freshIp(),
    ...rest,
    headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export interface SignedIn {
  email: string;
  accessToken: string;
  refreshToken: string;
  user: { id: number; username: string; type: string; firstName: string };
}

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const res = await send(app, {
    method: 'POST',
    url: '/auth/register',
    payload: {
      email,
      password: PASSWORD,
      firstName: 'Siti',
      lastName: 'Rahayu',
      phoneNumber: '081234567890',
      ...overrides,
    },
  });
  return { res, email };
}

/** Registers, reads the code from the outbox and verifies: a signed-in customer. */
export async function signUp(
  app: FastifyInstance,
  dataDir: string,
  overrides: Record<string, unknown> = {},
): Promise<SignedIn> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const mailsBefore = outbox(dataDir).filter((m) => m.to === email).length;
  const { res } = await register(app, { ...overrides, email });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const verified = await send(app, {
    method: 'POST',
    url: '/auth/verify-email',
    payload: { email, otp: await latestOtp(dataDir, email, mailsBefore + 1) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return { email, ...verified.json<Omit<SignedIn, 'email'>>() };
}

export async function signInAdmin(app: FastifyInstance, email: string, password: string): Promise<SignedIn> {
  const res = await send(app, { method: 'POST', url: '/auth/login', payload: { username: email, password } });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return { email, ...res.json<Omit<SignedIn, 'email'>>() };
}
