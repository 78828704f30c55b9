import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../limits.js';
import { optionalText, singleLineText } from './common.js';
import { Address } from './address.js';

/** The commonest passwords (NCSC / SecLists top list, those of 6+ characters). */
const COMMON_PASSWORDS = new Set([
  'password',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'password1',
  'password123',
  'abc123',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '121212',
  'iloveyou',
  'admin123',
  'welcome',
  'monkey',
  'dragon',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'letmein',
  'master',
  'shadow',
  'superman',
  'trustno1',
  '1q2w3e4r',
  'zaq12wsx',
  'passw0rd',
  'p@ssw0rd',
  'asdfgh',
  'asdfghjkl',
  'qazwsx',
  '987654321',
  'admin',
  'administrator',
  'changeme',
  'secret',
  'indonesia',
  'bismillah',
  'sayang',
  'rahasia',
  'katasandi',
  'boneka',
  'boneka123',
  'jakarta',
  'qwerty1',
  '112233',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const Password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((p) => !isCommonPassword(p), 'This password is too common. Choose another one');

export const Email = singleLineText(254).toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254));
export const PhoneNumber = singleLineText(30)
  .regex(/^\+?[0-9][0-9 -]{6,18}$/, 'Enter a valid phone number')
  .optional()
  .nullable()
  .or(z.literal('').transform(() => null))
  .transform((v) => (v ? v : null));
export const Username = singleLineText(30)
  .min(3, 'Username must be at least 3 characters')
  .regex(/^[a-zA-Z0-9._]+$/, 'Username may contain letters, digits, dots and underscores');

export const RegisterBody = z.object({
  username: Username.optional(),
  email: Email,
  password: Password,
  firstName: singleLineText(60).min(1, 'First name is required'),
  lastName: optionalText(60),
  phoneNumber: PhoneNumber,
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({
  username: singleLineText(254).min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginBody = z.input<typeof LoginBody>;

export const OtpCode = z.string().regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), `The code has ${OTP_LENGTH} digits`);
export const VerifyEmailBody = z.object({ email: Email, otp: OtpCode });
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>;
export const ResendOtpBody = z.object({ email: Email });
/** "Lupa kata sandi?": asks for a reset code; the reply is the same whether or not the e-mail has an account. */
export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;
/** The mailed code and the new password, which follows the sign-up's rules. */
export const ResetPasswordBody = z.object({ email: Email, otp: OtpCode, newPassword: Password });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;
export const RefreshTokenBody = z.object({ refreshToken: z.string().min(1).max(200) });
export const LogoutBody = z.object({ refreshToken: z.string().max(200).optional() });

export const UpdateProfileBody = z.object({
  firstName: singleLineText(60).min(1, 'First name is required'),
  lastName: optionalText(60),
  phoneNumber: PhoneNumber,
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const UserType = z.enum(['admin', 'customer']);
export type UserType = z.infer<typeof UserType>;

export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  type: UserType,
  firstName: z.string(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  emailVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
});
export type User = z.infer<typeof User>;

export const Profile = User.extend({ addresses: z.array(Address) });
export type Profile = z.infer<typeof Profile>;

export const AuthTokensResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  user: User,
});
export type AuthTokensResponse = z.infer<typeof AuthTokensResponse>;

export const RegisterResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
  requiresVerification: z.literal(true),
});
export const RefreshTokenResponse = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponse>;
export const ProfileResponse = z.object({ success: z.literal(true), message: z.string().optional(), user: Profile });
export type ProfileResponse = z.infer<typeof ProfileResponse>;
export const UserResponse = z.object({ success: z.literal(true), message: z.string().optional(), user: User });
export type UserResponse = z.infer<typeof UserResponse>;
