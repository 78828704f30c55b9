import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@boneka/shared';

/** Six digits from the CSPRNG. */
export const generateOtp = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * A keyed hash: a million possible codes would fall to an offline guess if stored with a plain hash.
 * The user id binds the code to its own account.
 */
export function otpHasher(secret: string) {
  const hash = (userId: number, code: string) =>
    createHmac('sha256', `otp:${secret}`).update(`${userId}:${code}`).digest('hex');
  return {
    hash,
    matches(userId: number, code: string, storedHash: string) {
      const a = Buffer.from(hash(userId, code), 'hex');
      const b = Buffer.from(storedHash, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type OtpHasher = ReturnType<typeof otpHasher>;
