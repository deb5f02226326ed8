/** Strings of the account screens (profile, profile edit, members, invitations). English must have the same keys. */
export const accountKo = {
  placeholder: '계정',
};

export const accountEn: typeof accountKo = {
  placeholder: 'Account',
};
