/** Query keys of the wizard. */
export const wizardKeys = {
  /** Which engines of an organization have a key (`GET /v1/organizations/:id/engine-connections`). */
  engineConnections: (organizationId: number) => ['engine-connections', organizationId] as const,
};
