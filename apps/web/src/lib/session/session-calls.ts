import type { AuthProvidersResponse, AuthResponse, ReportDetail } from '@sightline/contracts';
import { api } from '../api/api-client.ts';
import type { User } from '../api/types.ts';
import type { UserWithSelection } from './session-preload.ts';

/** The signed-in user with the avatar; silent, because a failure only means "not signed in". */
export const fetchMe = () => api<User>('/users/me', { query: { populate: ['avatar'] }, silent: true });

/** The same user with the session's selection (member, workspace, project, recent projects, pickers' lists). */
export const fetchSession = () =>
  api<UserWithSelection>('/users/me', { query: { populate: ['avatar', 'selection'] }, silent: true });

export const signIn = (identifier: string, password: string) =>
  api<AuthResponse>('/auth/local', { json: { identifier, password }, silent: true });

export const register = (input: {
  username: string;
  email: string;
  password: string;
  locale: string;
  invitationToken?: string;
}) => api<AuthResponse | { user: { email: string } }>('/auth/local/register', { json: input, silent: true });

/** Revokes the current session token on the server (it stops working everywhere, not only here). */
export const logout = () => api<{ ok: true }>('/auth/logout', { method: 'POST', silent: true });

export const forgotPassword = (email: string) =>
  api<{ ok: true }>('/auth/forgot-password', { json: { email }, silent: true });

export const resetPassword = (code: string, password: string, passwordConfirmation: string) =>
  api<AuthResponse>('/auth/reset-password', { json: { code, password, passwordConfirmation }, silent: true });

export const changePassword = (currentPassword: string, password: string, passwordConfirmation: string) =>
  api<AuthResponse>('/auth/change-password', {
    json: { currentPassword, password, passwordConfirmation },
    silent: true,
  });

/** The social providers the server has enabled, and whether anyone may register or only the invited. */
export const fetchProviders = () => api<AuthProvidersResponse>('/auth/providers', { silent: true });

export const socialCallback = (provider: string, accessToken: string) =>
  api<AuthResponse>(`/auth/${provider}/callback`, { query: { access_token: accessToken }, silent: true });

/** Remembers the interface language on the account, so that it follows the user to other devices. */
export const saveLocale = (userId: number, locale: string) =>
  api<User>(`/v1/users/${userId}`, { method: 'PUT', json: { data: { locale } }, silent: true });

/** Saves how much statistics the user's reports show (the full or the simple view); it follows the user everywhere. */
export const saveReportDetail = (userId: number, reportDetail: ReportDetail) =>
  api<User>(`/v1/users/${userId}`, { method: 'PUT', json: { data: { reportDetail } }, silent: true });
