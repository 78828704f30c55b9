import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@boneka/shared';

/** Six digits from the CSPRNG. */
export const generateOtp = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * A keyed hash: a million possible codes would fall to an offline guess if stored with a plain hash.
 * The hash binds the code to what it was sent for: a sign-up's id (decision 025), or `reset:<user id>` for a
 * password reset, so that no code confirms anything else.
 */
export function otpHasher(secret: string) {
  const hash = (sentFor: number | string, code: string) =>
    createHmac('sha256', `otp:${secret}`).update(`${sentFor}:${code}`).digest('hex');
  return {
    hash,
    matches(sentFor: number | string, code: string, storedHash: string) {
      const a = Buffer.from(hash(sentFor, code), 'hex');
      const b = Buffer.from(storedHash, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type OtpHasher = ReturnType<typeof otpHasher>;
