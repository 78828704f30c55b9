import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@boneka/shared';

/** Six digits from the CSPRNG. */
export const generateOtp = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * A keyed hash: a million possible codes would fall to an offline guess if stored with a plain hash.
 * The sign-up's id binds the code to the sign-up it was sent for (decision 025).
 */
export function otpHasher(secret: string) {
  const hash = (signupId: number, code: string) =>
    createHmac('sha256', `otp:${secret}`).update(`${signupId}:${code}`).digest('hex');
  return {
    hash,
    matches(signupId: number, code: string, storedHash: string) {
      const a = Buffer.from(hash(signupId, code), 'hex');
      const b = Buffer.from(storedHash, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type OtpHasher = ReturnType<typeof otpHasher>;
