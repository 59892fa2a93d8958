// The auth domain's public surface: sign-in (password, identity provider, passkey), two-factor sign-in, sessions.
export {
  changePassword,
  checkCurrentPassword,
  createAccount,
  endAllSessions,
  forgetLoginFailures,
  hasPassword,
  type AuthDeps,
} from './auth.service';
export { createOidcClient } from './oidc';
export { purgeOldLoginFailures } from './throttle';
export { purgeExpiredTwoFactorRows } from './passkeys.service';
export {
  adminNeedsTwoFactor,
  signInSettings,
  twoFactorForExport,
  updateSignInSettings,
} from './two-factor.service';
export { issueVerification, purgeExpiredEmailTokens, resendVerification } from './email-links';
export { SESSION_CHANGE_CHANNEL, SessionCache } from './session-cache';
export { sessions } from './session-changes';
export {
  createSession,
  listUserSessions,
  purgeExpiredSessions,
  revokeOtherSessions,
  revokeUserSession,
} from './session';
