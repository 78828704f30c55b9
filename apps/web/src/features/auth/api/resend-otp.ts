import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resendOtp(email: string): Promise<{ success: true; message: string }> {
  return api.post('/auth/resend-otp', { email }, { auth: false });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
