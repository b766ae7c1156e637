import { api, call } from '@web/lib/api';

/** The account calls of docs/product.md#api (and the password reset pair); each throws ApiRequestError on non-2xx. */
export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  firstName: string;
  lastName: string;
}

/** /signin's pair. */
export const emailLogin = (json: Credentials) => call(api.auth.email.login.$post({ json }));
export const emailSignup = (json: Credentials) => call(api.auth.email.signup.$post({ json }));

/** /login's pair. */
export const login = (json: Credentials) => call(api.auth.login.$post({ json }));
export const register = (json: Registration) => call(api.auth.register.$post({ json }));

export const verifyEmail = (token: string) => call(api.auth['verify-email'].$get({ query: { token } }));

export const resendVerification = (email: string) => call(api.auth['resend-verification'].$post({ json: { email } }));
export const forgotPassword = (email: string) => call(api.auth['forgot-password'].$post({ json: { email } }));
export const resetPassword = (json: { token: string; password: string }) =>
  call(api.auth['reset-password'].$post({ json }));
