export { deleteExpiredRevokedSessions } from './delete-expired-revoked-sessions.ts';
export { isSessionRevoked } from './is-session-revoked.ts';
export { revokeSession } from './revoke-session.ts';
