import type { Locale } from '@sightline/contracts';

interface LinkMail {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

interface MailTexts {
  resetPassword: LinkMail & { code: string };
  confirmEmail: LinkMail;
  invitation: (organization: string, inviter: string) => LinkMail;
  registrationAttempt: LinkMail;
}

/** Texts of the e-mails Sightline sends, in Korean and English. */
export const mailTexts: Record<Locale, MailTexts> = {
  ko: {
    resetPassword: {
      subject: 'Sightline 비밀번호 재설정',
      intro:
        '비밀번호 재설정을 요청하셨습니다. 아래 링크에서 새 비밀번호를 설정하세요. 링크는 1시간 동안 유효합니다.',
      action: '비밀번호 재설정',
      code: '재설정 코드',
      outro: '요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
    },
    confirmEmail: {
      subject: 'Sightline 이메일 주소 확인',
      intro: '아래 링크를 눌러 이메일 주소를 확인해 주세요.',
      action: '이메일 확인',
      outro: '가입하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
    },
    invitation: (organization, inviter) => ({
      subject: `${organization} 조직에 초대되었습니다`,
      intro: `${inviter} 님이 Sightline의 ${organization} 조직에 초대했습니다. 초대는 7일 동안 유효합니다.`,
      action: '초대 수락',
      outro: '초대를 예상하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
    }),
    registrationAttempt: {
      subject: 'Sightline 가입 시도 알림',
      intro:
        '이 이메일 주소로 Sightline 가입을 시도했지만 이미 계정이 있습니다. 비밀번호가 기억나지 않으면 재설정하세요.',
      action: '비밀번호 재설정',
      outro: '본인이 시도한 것이 아니라면 이 메일을 무시하셔도 됩니다.',
    },
  },
  en: {
    resetPassword: {
      subject: 'Reset your Sightline password',
      intro: 'You asked to reset your password. Set a new one with the link below; it works for one hour.',
      action: 'Reset password',
      code: 'Reset code',
      outro: 'If you did not ask for this, you can ignore this e-mail.',
    },
    confirmEmail: {
      subject: 'Confirm your e-mail address for Sightline',
      intro: 'Please confirm your e-mail address with the link below.',
      action: 'Confirm e-mail',
      outro: 'If you did not sign up, you can ignore this e-mail.',
    },
    invitation: (organization, inviter) => ({
      subject: `You are invited to ${organization} on Sightline`,
      intro: `${inviter} invited you to the ${organization} organization on Sightline. The invitation is valid for 7 days.`,
      action: 'Accept invitation',
      outro: 'If you did not expect this invitation, you can ignore this e-mail.',
    }),
    registrationAttempt: {
      subject: 'Someone tried to sign up to Sightline with your e-mail',
      intro:
        'Someone tried to create a Sightline account with this e-mail address, which already has one. If you forgot your password, reset it.',
      action: 'Reset password',
      outro: 'If this was not you, you can ignore this e-mail.',
    },
  },
};

/** A plain-text e-mail body: intro, the action link (and an optional code), outro. */
export function linkMailText(mail: LinkMail, url: string, code?: { label: string; value: string }): string {
  return [
    mail.intro,
    '',
    `${mail.action}: ${url}`,
    ...(code ? ['', `${code.label}: ${code.value}`] : []),
    '',
    mail.outro,
  ].join('\n');
}
