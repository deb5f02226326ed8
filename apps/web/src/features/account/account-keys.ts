import { selectionKeys } from '../../lib/session/selection-keys.ts';
/**
 * Query keys of the account screens. `memberships(userId)` is the same array that lib/session/use-refresh-pickers.ts
 * invalidates after a switch, so the profile's organization list follows the session.
 */
export const accountKeys = {
  all: ['memberships'] as const,
  memberships: selectionKeys.memberships,
};
