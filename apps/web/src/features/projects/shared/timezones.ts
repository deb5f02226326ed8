/** IANA time zones the browser knows, with `value` first when it is missing from the list. */
export function timezoneOptions(value?: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const extra = ['Asia/Seoul', 'UTC', value].filter((z): z is string => Boolean(z) && !zones.includes(z!));
  return [...extra, ...zones];
}
