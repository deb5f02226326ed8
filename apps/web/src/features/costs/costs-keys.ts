/** Query keys of the costs screens. A saved budget changes the project's budget and its organization's costs. */
export const costsKeys = {
  all: ['costs'] as const,
  project: (documentId: string) => ['costs', 'project', documentId] as const,
  budget: (documentId: string) => ['costs', 'budget', documentId] as const,
  organization: (organizationId: number) => ['costs', 'organization', organizationId] as const,
};
