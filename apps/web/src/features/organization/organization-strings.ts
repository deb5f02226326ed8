import type { i18n as I18n } from 'i18next';

/**
 * Strings of the organization screens (members, invitations, workspaces, new organization, accepting an
 * invitation), added when one of them loads. English must have the same keys.
 */
export const organizationKo = {
  members: {
    heading: '멤버',
    organizationOf: '조직: {{organization}}',
    noOrganization: '선택한 조직이 없습니다.',
    user: '사용자',
    email: '이메일',
    role: '역할',
    you: '나',
    roleOf: '{{name}}의 역할',
    remove: '내보내기',
    removeOf: '{{name}} 내보내기',
    removeTitle: '멤버 내보내기',
    removeText:
      '{{name}}({{email}}) 님을 이 조직에서 내보낼까요? 이 조직의 프로젝트에 더 이상 접근할 수 없습니다.',
    removed: '멤버를 내보냈습니다',
    roleChanged: '{{name}} 님의 역할을 {{role}}(으)로 바꿨습니다.',
    readOnly: '멤버 관리는 관리자와 소유자만 할 수 있습니다.',
    count: '멤버 {{count, number}}명',
  },
  invite: {
    heading: '멤버 초대',
    text: '이메일로 초대 링크를 보냅니다. 링크는 7일 동안 한 번 쓸 수 있습니다.',
    email: '초대할 이메일',
    role: '역할',
    submit: '초대 보내기',
    sent: '초대를 보냈습니다',
    sentText: '{{email}}(으)로 초대 메일을 보냈습니다.',
  },
  invitations: {
    heading: '대기 중인 초대',
    none: '대기 중인 초대가 없습니다.',
    email: '이메일',
    role: '역할',
    expires: '만료',
    expired: '만료됨',
    revoke: '취소',
    revokeOf: '{{email}} 초대 취소',
    revoked: '초대를 취소했습니다',
  },
  workspaces: {
    heading: '워크스페이스',
    none: '워크스페이스가 없습니다.',
    name: '워크스페이스 이름',
    newName: '새 워크스페이스 이름',
    create: '워크스페이스 만들기',
    created: '워크스페이스를 만들었습니다',
    renameOf: '{{name}} 이름 변경',
    renameTitle: '워크스페이스 이름 변경',
    renamed: '워크스페이스 이름을 바꿨습니다',
    selected: '선택됨',
  },
  organizations: {
    heading: '새 조직',
    name: '조직 이름',
    create: '조직 만들기',
    created: '조직을 만들었습니다',
    createdText: '{{name}} 조직으로 전환했습니다.',
  },
  accept: {
    heading: '조직 초대',
    text: '초대를 수락하면 초대한 조직의 멤버가 되고 그 조직으로 전환됩니다.',
    signedInAs: '{{email}}(으)로 로그인되어 있습니다.',
    submit: '초대 수락',
    noToken: '초대 링크가 올바르지 않습니다. 받은 메일의 링크를 다시 확인하세요.',
    otherEmail:
      '이 초대는 다른 이메일 주소로 보낸 것입니다. 지금은 {{email}}(으)로 로그인되어 있습니다. 초대받은 주소의 계정으로 로그인하세요.',
    accepted: '초대를 수락했습니다',
    acceptedText: '{{organization}} 조직에 참여했습니다.',
    home: '홈으로',
  },
};

export const organizationEn: typeof organizationKo = {
  members: {
    heading: 'Members',
    organizationOf: 'Organization: {{organization}}',
    noOrganization: 'No organization is selected.',
    user: 'User',
    email: 'E-mail',
    role: 'Role',
    you: 'You',
    roleOf: 'Role of {{name}}',
    remove: 'Remove',
    removeOf: 'Remove {{name}}',
    removeTitle: 'Remove member',
    removeText:
      'Remove {{name}} ({{email}}) from this organization? They will no longer have access to its projects.',
    removed: 'Member removed',
    roleChanged: '{{name}} is now {{role}}.',
    readOnly: 'Only admins and owners can manage members.',
    count: '{{count, number}} members',
  },
  invite: {
    heading: 'Invite a member',
    text: 'An invitation link is sent by e-mail. It can be used once within 7 days.',
    email: 'E-mail to invite',
    role: 'Role',
    submit: 'Send invitation',
    sent: 'Invitation sent',
    sentText: 'An invitation was sent to {{email}}.',
  },
  invitations: {
    heading: 'Pending invitations',
    none: 'No pending invitations.',
    email: 'E-mail',
    role: 'Role',
    expires: 'Expires',
    expired: 'Expired',
    revoke: 'Revoke',
    revokeOf: 'Revoke the invitation of {{email}}',
    revoked: 'Invitation revoked',
  },
  workspaces: {
    heading: 'Workspaces',
    none: 'There are no workspaces.',
    name: 'Workspace name',
    newName: 'New workspace name',
    create: 'Create workspace',
    created: 'Workspace created',
    renameOf: 'Rename {{name}}',
    renameTitle: 'Rename workspace',
    renamed: 'Workspace renamed',
    selected: 'Selected',
  },
  organizations: {
    heading: 'New organization',
    name: 'Organization name',
    create: 'Create organization',
    created: 'Organization created',
    createdText: 'Switched to {{name}}.',
  },
  accept: {
    heading: 'Organization invitation',
    text: 'Accept the invitation to become a member of the organization that invited you and switch to it.',
    signedInAs: 'You are signed in as {{email}}.',
    submit: 'Accept invitation',
    noToken: 'This invitation link is not valid. Check the link in the e-mail you received.',
    otherEmail:
      'This invitation was sent to another e-mail address. You are signed in as {{email}}: sign in with the account of the invited address.',
    accepted: 'Invitation accepted',
    acceptedText: 'You joined {{organization}}.',
    home: 'Go home',
  },
};

/** Adds the organization screens' strings to both languages (once; later calls change nothing). */
export function registerOrganizationStrings(i18n: I18n): void {
  if (i18n.exists('organization.members.heading')) return;
  i18n.addResourceBundle('ko', 'translation', { organization: organizationKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { organization: organizationEn }, true, false);
}
