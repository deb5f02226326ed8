/** The cookie that remembers the interface language (name and lifetime from the product spec). */
export const localeCookie = { name: 'i18n_redirected', days: 365 } as const;
