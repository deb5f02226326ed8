/** Query keys of the sign-in, sign-up and recovery screens. */
export const authKeys = {
  /** The enabled social providers and the registration mode (`GET /api/auth/providers`); they never change. */
  providers: () => ['auth-providers'] as const,
};
