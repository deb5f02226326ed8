import { z } from 'zod';
import { Locale, ReportDetail } from './enums.ts';
import { controlCharactersMessage, isPlainText } from './plain-text.ts';

const password = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters');

export const SignInBody = z.object({
  identifier: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const RegisterBody = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(50, 'must be at most 50 characters')
    .regex(/^[^\s@]+$/, 'must not contain spaces or @')
    // A username goes into the invitations its user sends (plain-text.ts).
    .refine(isPlainText, controlCharactersMessage),
  email: z.email().max(254),
  password,
  locale: Locale.optional(),
  /** The token of an invitation link sent to this e-mail: the account joins the inviting organization. */
  invitationToken: z.string().min(1).max(200).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const EmailBody = z.object({ email: z.email().max(254) });
export type EmailBody = z.infer<typeof EmailBody>;

const confirmed = <T extends { password: string; passwordConfirmation: string }>(
  body: T,
  ctx: z.RefinementCtx,
) => {
  if (body.password !== body.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'Passwords do not match' });
  }
};

export const ResetPasswordBody = z
  .object({ code: z.string().min(1).max(200), password, passwordConfirmation: z.string() })
  .superRefine(confirmed);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ChangePasswordBody = z
  .object({ currentPassword: z.string().min(1).max(128), password, passwordConfirmation: z.string() })
  .superRefine(confirmed);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const socialProviderIds = ['google', 'github', 'kakao', 'naver'] as const;
export const SocialProviderId = z.enum(socialProviderIds);
export type SocialProviderId = z.infer<typeof SocialProviderId>;

/** `open`: anyone may register; `invite`: only with an invitation link (REGISTRATION). */
export const RegistrationMode = z.enum(['open', 'invite']);
export type RegistrationMode = z.infer<typeof RegistrationMode>;

/** `GET /api/auth/providers`: what the sign-in and sign-up screens offer. */
export const AuthProvidersResponse = z.object({
  providers: z.array(SocialProviderId),
  registration: RegistrationMode,
  /** Whether signed-in users may create organizations (ALLOW_NEW_ORGANIZATIONS; off by default with `invite`). */
  newOrganizations: z.boolean(),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponse>;

/** The user as the API shows it: never credentials. */
export const PublicUser = z
  .object({
    id: z.number().int(),
    documentId: z.string(),
    username: z.string(),
    email: z.string(),
    provider: z.string(),
    confirmed: z.boolean(),
    blocked: z.boolean(),
    isDeveloper: z.boolean(),
    locale: z.string(),
    timezone: z.string(),
    /** How much statistics the user's reports show (`full`, or `simple`: the client view). */
    reportDetail: ReportDetail,
    lastSelectedOrganizationId: z.number().int().nullable(),
    lastSelectedMemberId: z.number().int().nullable(),
    lastSelectedWorkspaceId: z.number().int().nullable(),
    lastSelectedProjectId: z.number().int().nullable(),
    createdAt: z.union([z.string(), z.date()]),
    updatedAt: z.union([z.string(), z.date()]),
  })
  .passthrough();
export type PublicUser = z.infer<typeof PublicUser>;

export const AuthResponse = z.object({ jwt: z.string(), user: PublicUser });
export type AuthResponse = z.infer<typeof AuthResponse>;

/** `POST /api/auth/logout`: the session token of the request no longer works. */
export const LogoutResponse = z.object({ ok: z.literal(true) });
export type LogoutResponse = z.infer<typeof LogoutResponse>;
