import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name, so sending the job for the same thing twice (a restart, a second planner) inserts it
 * once: pg-boss ignores a job whose id exists.
 */
export function jobIdFor(name: string): string {
  const hex = createHash('sha256').update(`sightline:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
