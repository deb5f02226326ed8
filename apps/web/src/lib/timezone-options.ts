import { defaultTimezone } from '@sightline/contracts';

let cached: Array<{ value: string; label: string }> | undefined;

/** "GMT+09:00" for a zone, now. */
function offsetOf(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longOffset',
    }).formatToParts();
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
    return name === 'GMT' ? 'GMT+00:00' : name;
  } catch {
    return '';
  }
}

/** The IANA timezones of the browser as Select options ("Asia/Seoul (GMT+09:00)"), always with `current`. */
export function timezoneOptions(current?: string): Array<{ value: string; label: string }> {
  cached ??= Array.from(new Set([defaultTimezone, 'UTC', ...Intl.supportedValuesOf('timeZone')]))
    .sort()
    .map((zone) => ({ value: zone, label: `${zone} (${offsetOf(zone)})` }));
  if (current && !cached.some((o) => o.value === current)) {
    return [{ value: current, label: `${current} (${offsetOf(current)})` }, ...cached];
  }
  return cached;
}

/** "Asia/Seoul (GMT+09:00)" for display. */
export function timezoneLabel(zone: string): string {
  return `${zone} (${offsetOf(zone)})`;
}
