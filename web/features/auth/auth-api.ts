import type { LoginResponse, MessageResponse, SignupResponse, VerifyEmailResponse } from '@schema/auth';
import { apiRequest } from '@web/lib/api-client';

/** The account calls of 001 §7 (and the password reset pair); each throws ApiRequestError on non-2xx. */
async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await apiRequest('POST', url, body);
  return (await res.json()) as T;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  firstName: string;
  lastName: string;
}

/** /signin's pair. */
export const emailLogin = (body: Credentials) => post<LoginResponse>('/api/auth/email/login', body);
export const emailSignup = (body: Credentials) => post<SignupResponse>('/api/auth/email/signup', body);

/** /login's pair. */
export const login = (body: Credentials) => post<LoginResponse>('/api/auth/login', body);
export const register = (body: Registration) => post<SignupResponse>('/api/auth/register', body);

export async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  const res = await apiRequest('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  return (await res.json()) as VerifyEmailResponse;
}

export const resendVerification = (email: string) => post<MessageResponse>('/api/auth/resend-verification', { email });
export const forgotPassword = (email: string) => post<MessageResponse>('/api/auth/forgot-password', { email });
export const resetPassword = (body: { token: string; password: string }) =>
  post<MessageResponse>('/api/auth/reset-password', body);
