/**
 * Calendar effects of the simulated market: the weekly rhythm and the own brand's campaign lift, from the local day
 * (`YYYY-MM-DD`) an answer is collected for. Pure functions of the day, so answers stay deterministic.
 */

const dayMs = 86_400_000;

/** Days since 1970-01-01 for a `YYYY-MM-DD` day, or null when there is no (valid) day. */
export function dayNumber(day: string | undefined): number | null {
  if (!day) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? null : Math.round(time / dayMs);
}

/** `YYYY-MM-DD` of a day number (the inverse of dayNumber). */
export function dayOf(number: number): string {
  return new Date(number * dayMs).toISOString().slice(0, 10);
}

/** True on Saturdays and Sundays (1970-01-01 was a Thursday). */
export function isWeekend(day: string | undefined): boolean {
  const n = dayNumber(day);
  if (n === null) return false;
  const weekday = (((n + 4) % 7) + 7) % 7; // 0 = Sunday
  return weekday === 0 || weekday === 6;
}

/**
 * A campaign: either one dated campaign (`day`) whose lift builds up over `rampDays` and then stays, or, without a
 * date, a campaign every `everyDays` days from `offsetDays` (days since the epoch) that builds up over `rampDays`,
 * holds for a third of the cycle and then fades back to nothing before the next one.
 */
export interface Campaign {
  lift: number;
  rampDays: number;
  day?: string;
  everyDays: number;
  offsetDays: number;
}

/** The share of the campaign's lift (0–1) in effect on `day`. */
export function campaignEffect(campaign: Campaign, day: string | undefined): number {
  const n = dayNumber(day);
  if (n === null) return 0;
  const pinned = dayNumber(campaign.day);
  if (pinned !== null) {
    const since = n - pinned;
    return since < 0 ? 0 : Math.min(1, (since + 1) / campaign.rampDays);
  }
  const cycle = campaign.everyDays;
  const phase = (((n - campaign.offsetDays) % cycle) + cycle) % cycle;
  if (phase < campaign.rampDays) return (phase + 1) / campaign.rampDays;
  const holdEnd = campaign.rampDays + Math.round(cycle / 3);
  if (phase < holdEnd) return 1;
  return Math.max(0, 1 - (phase - holdEnd) / (cycle - holdEnd - 7));
}

/** The start days of an undated campaign between two days (inclusive), e.g. to mark them on a chart or in a test. */
export function campaignStarts(campaign: Campaign, from: string, to: string): string[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === null || last === null) return [];
  if (campaign.day) {
    const pinned = dayNumber(campaign.day)!;
    return pinned >= first && pinned <= last ? [campaign.day] : [];
  }
  const starts: string[] = [];
  const cycle = campaign.everyDays;
  let n = first + ((((campaign.offsetDays - first) % cycle) + cycle) % cycle);
  for (; n <= last; n += cycle) starts.push(dayOf(n));
  return starts;
}
