/** The five-field cron expression that fires once a day at `HH:MM` (the timezone is given to the scheduler). */
export function dailyCron(scheduleTime: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(scheduleTime);
  if (!match) throw new Error(`schedule time must be HH:MM, got ${scheduleTime}`);
  return `${Number(match[2])} ${Number(match[1])} * * *`;
}
