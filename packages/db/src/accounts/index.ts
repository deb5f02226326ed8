export { accountTakenMessage, createAccount, type NewAccount } from './create-account.ts';
export { findRememberedSelection, type RememberedSelection } from './find-remembered-selection.ts';
export { findUserByEmail, findUserById, findUserByIdentifier, type UserRow } from './find-user.ts';
export { isUsernameTaken, usernameTakenMessage } from './is-username-taken.ts';
export { type AuthContext, loadAuthContext, type Membership } from './load-auth-context.ts';
export { loadSessionContext } from './load-session-context.ts';
export { setDeveloper } from './set-developer.ts';
export {
  confirmEmailByToken,
  findUserByResetToken,
  setConfirmationToken,
  setResetPasswordToken,
  setUserPassword,
} from './user-credentials.ts';
