import type { i18n as I18n } from 'i18next';

/**
 * Strings of the sign-in, sign-up and password recovery screens, added under `auth.` when one of them loads (only
 * `auth.showPassword`, used by every password field, stays common). English must have the same keys.
 */
export const authScreensKo = {
  signIn: {
    heading: '로그인',
    subtitle: '조직의 프로젝트를 보려면 로그인하세요.',
    identifier: '이메일 또는 사용자 이름',
    identifierPlaceholder: 'you@company.com',
    password: '비밀번호',
    submit: '로그인',
    forgot: '비밀번호를 잊으셨나요?',
    noAccount: '계정이 없으신가요?',
    toSignUp: '회원가입',
    or: '또는',
    withProvider: '{{provider}}(으)로 계속하기',
    confirmed: '이메일이 확인되었습니다. 로그인하세요.',
    socialFailed: '소셜 로그인에 실패했습니다. 다시 시도해 주세요.',
  },
  signUp: {
    heading: '회원가입',
    subtitle: '가입하면 나만의 조직과 워크스페이스가 만들어집니다.',
    username: '사용자 이름',
    email: '이메일',
    password: '비밀번호',
    passwordHint: '8자 이상',
    submit: '가입하기',
    haveAccount: '이미 계정이 있으신가요?',
    toSignIn: '로그인',
    checkMail: '{{email}}(으)로 확인 메일을 보냈습니다. 메일의 링크를 눌러 가입을 마치세요.',
    subtitleInviteOnly: '이 Sightline은 초대받은 사람만 가입할 수 있습니다.',
    inviteOnly: '이메일로 받은 초대 링크를 열어 계정을 만드세요. 초대는 조직의 관리자가 보냅니다.',
    invited: '초대를 받으셨습니다. 만드는 계정은 초대한 조직에 참여합니다.',
  },
  recover: {
    heading: '비밀번호 찾기',
    subtitle: '가입한 이메일 주소를 입력하면 재설정 링크를 보내 드립니다.',
    email: '이메일',
    send: '재설정 메일 보내기',
    sent: '계정이 있다면 {{email}}(으)로 재설정 메일을 보냈습니다. 메일의 링크나 코드를 사용하세요.',
    resetHeading: '새 비밀번호 설정',
    code: '재설정 코드',
    newPassword: '새 비밀번호',
    confirmPassword: '새 비밀번호 확인',
    reset: '비밀번호 변경',
    backToSignIn: '로그인으로 돌아가기',
    mismatch: '비밀번호가 일치하지 않습니다.',
  },
  errors: {
    invalidCredentials: '이메일(사용자 이름) 또는 비밀번호가 올바르지 않습니다.',
    tooMany: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도하세요.',
    taken: '이미 사용 중인 이메일 또는 사용자 이름입니다.',
    incorrectCode: '재설정 코드가 올바르지 않거나 만료되었습니다.',
    blocked: '차단된 계정입니다. 관리자에게 문의하세요.',
    notConfirmed: '이메일 확인이 아직 끝나지 않았습니다. 받은 메일의 링크를 눌러 주세요.',
    usernameTaken: '이미 사용 중인 사용자 이름입니다. (대소문자만 다른 이름도 같은 이름으로 봅니다.)',
    inviteOnly: '초대를 받은 경우에만 가입할 수 있습니다. 받은 초대 링크를 여세요.',
    invitationOtherEmail: '이 초대는 다른 이메일 주소로 보낸 것입니다. 초대받은 주소로 가입하세요.',
    invitationUnusable: '초대가 올바르지 않거나, 만료되었거나, 이미 사용되었습니다. 새 초대를 요청하세요.',
    socialUnconfirmed:
      '이 이메일로 된 계정이 이미 있지만 주소가 인증되지 않았습니다. 이메일로 받은 링크로 인증하거나 그 계정의 비밀번호를 이메일로 재설정한 뒤, 이 서비스로 다시 로그인하세요.',
  },
  validation: {
    required: '필수 항목입니다.',
    email: '올바른 이메일 주소를 입력하세요.',
    passwordLength: '비밀번호는 8자 이상이어야 합니다.',
    usernameLength: '사용자 이름은 3자 이상이어야 합니다.',
    usernameCharacters: '사용자 이름에는 공백과 @를 쓸 수 없습니다.',
  },
};

export const authScreensEn: typeof authScreensKo = {
  signIn: {
    heading: 'Sign in',
    subtitle: "Sign in to see your organization's projects.",
    identifier: 'Email or username',
    identifierPlaceholder: 'you@company.com',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet?',
    toSignUp: 'Sign up',
    or: 'or',
    withProvider: 'Continue with {{provider}}',
    confirmed: 'Your e-mail is confirmed. Please sign in.',
    socialFailed: 'Social sign-in failed. Please try again.',
  },
  signUp: {
    heading: 'Sign up',
    subtitle: 'Signing up creates your own organization and workspace.',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    toSignIn: 'Sign in',
    checkMail: 'We sent a confirmation e-mail to {{email}}. Open its link to finish signing up.',
    subtitleInviteOnly: 'This Sightline is open by invitation only.',
    inviteOnly:
      "Open the invitation link you received by e-mail to create your account. Invitations are sent by an organization's admins.",
    invited: 'You were invited: the account you create joins the organization that invited you.',
  },
  recover: {
    heading: 'Recover password',
    subtitle: 'Enter the e-mail address you signed up with and we will send you a reset link.',
    email: 'Email',
    send: 'Send reset e-mail',
    sent: 'If an account exists, a reset e-mail was sent to {{email}}. Use its link or code.',
    resetHeading: 'Set a new password',
    code: 'Reset code',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    reset: 'Change password',
    backToSignIn: 'Back to sign in',
    mismatch: 'The passwords do not match.',
  },
  errors: {
    invalidCredentials: 'The e-mail (or username) or the password is not correct.',
    tooMany: 'Too many attempts. Please wait a moment and try again.',
    taken: 'This e-mail or username is already taken.',
    incorrectCode: 'The reset code is wrong or has expired.',
    blocked: 'This account is blocked. Please contact an administrator.',
    notConfirmed: 'Your e-mail is not confirmed yet. Please open the link in the e-mail we sent.',
    usernameTaken:
      'This username is already taken (names differing only in upper and lower case count as the same).',
    inviteOnly: 'Registration is by invitation only: open the invitation link you received.',
    invitationOtherEmail:
      'This invitation was sent to another e-mail address. Use the address it was sent to.',
    invitationUnusable: 'This invitation is invalid, has expired or was already used. Ask for a new one.',
    socialUnconfirmed:
      'An account with this e-mail already exists but its address was never confirmed. Confirm it with the e-mailed link, or reset that account’s password by e-mail, then sign in with this provider again.',
  },
  validation: {
    required: 'This field is required.',
    email: 'Enter a valid e-mail address.',
    passwordLength: 'Passwords have at least 8 characters.',
    usernameLength: 'Usernames have at least 3 characters.',
    usernameCharacters: 'Usernames have no spaces and no @.',
  },
};

/** Adds the sign-in screens' strings to both languages (once; later calls change nothing). */
export function registerAuthStrings(i18n: I18n): void {
  if (i18n.exists('auth.signIn.heading')) return;
  i18n.addResourceBundle('ko', 'translation', { auth: authScreensKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { auth: authScreensEn }, true, false);
}
