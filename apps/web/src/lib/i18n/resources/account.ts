/**
 * Account strings that several features and lib/ use: roles (ui/RoleBadge), shared buttons and labels, the account
 * errors of lib/account-error.ts. The screens' own strings load with them (features/account/account-strings.ts,
 * features/organization/organization-strings.ts). English must have the same keys.
 */
export const accountKo = {
  roles: { owner: '소유자', admin: '관리자', editor: '편집자', viewer: '뷰어' },
  common: {
    save: '저장',
    cancel: '취소',
    create: '만들기',
    rename: '이름 변경',
    current: '현재',
    saved: '저장했습니다',
    name: '이름',
    required: '필수 항목입니다.',
    yourRole: '내 역할',
    actions: '작업',
    newOrganizationText: '새 조직을 만들면 내가 소유자가 되고 기본 워크스페이스가 함께 만들어집니다.',
  },
  errors: {
    forbidden: '이 작업을 할 권한이 없습니다.',
    lastOwner: '조직에는 소유자가 한 명 이상 있어야 합니다.',
    notFound: '대상을 찾을 수 없습니다. 새로고침 후 다시 시도하세요.',
    usernameTaken: '이미 사용 중인 사용자 이름입니다.',
    usernameFormat: '사용자 이름은 3~50자이며 공백과 @를 쓸 수 없습니다.',
    fileTooLarge: '이미지는 5MB 이하여야 합니다.',
    fileType: 'PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.',
    currentPasswordInvalid: '현재 비밀번호가 올바르지 않습니다.',
    samePassword: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
    passwordLength: '비밀번호는 8자 이상이어야 합니다.',
    passwordMismatch: '새 비밀번호가 일치하지 않습니다.',
    email: '올바른 이메일 주소를 입력하세요.',
    nameLength: '이름은 1~100자로 입력하세요.',
    failed: '요청을 처리하지 못했습니다',
  },
  accept: {
    invalid:
      '이 초대는 유효하지 않거나 만료되었거나 이미 사용되었습니다. 초대한 사람에게 새 초대를 요청하세요.',
  },
};

export const accountEn: typeof accountKo = {
  roles: { owner: 'Owner', admin: 'Admin', editor: 'Editor', viewer: 'Viewer' },
  common: {
    save: 'Save',
    cancel: 'Cancel',
    create: 'Create',
    rename: 'Rename',
    current: 'Current',
    saved: 'Saved',
    name: 'Name',
    required: 'This field is required.',
    yourRole: 'Your role',
    actions: 'Actions',
    newOrganizationText: 'You become the owner of a new organization, which starts with a default workspace.',
  },
  errors: {
    forbidden: 'You do not have permission to do this.',
    lastOwner: 'An organization needs at least one owner.',
    notFound: 'It could not be found. Reload the page and try again.',
    usernameTaken: 'This username is already taken.',
    usernameFormat: 'Usernames have 3 to 50 characters, without spaces or @.',
    fileTooLarge: 'The image must be 5 MB or smaller.',
    fileType: 'Only PNG, JPEG, WebP and GIF images can be uploaded.',
    currentPasswordInvalid: 'The current password is incorrect.',
    samePassword: 'The new password must differ from the current one.',
    passwordLength: 'Passwords need at least 8 characters.',
    passwordMismatch: 'The new passwords do not match.',
    email: 'Enter a valid e-mail address.',
    nameLength: 'Enter a name of 1 to 100 characters.',
    failed: 'The request failed',
  },
  accept: {
    invalid:
      'This invitation is invalid, expired or already used. Ask the person who invited you for a new invitation.',
  },
};
