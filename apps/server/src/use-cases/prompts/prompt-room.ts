import { ConflictError, maxPromptsPerProject } from '@sightline/contracts';

/**
 * Refuses (409, naming the cap) adding `adding` prompts to a project that has `have`, when that would pass
 * `maxPromptsPerProject` (docs/features/prompts.md): each prompt is asked of every engine on every collect, and an
 * outside probe's 30,006 prompts made one project's prompt list a 9.5 MB answer.
 */
export function ensurePromptRoom(have: number, adding: number): void {
  if (have + adding <= maxPromptsPerProject) return;
  const room = Math.max(0, maxPromptsPerProject - have);
  throw new ConflictError(
    `A project has at most ${maxPromptsPerProject} prompts: this one has ${have}, so ${adding === 1 ? 'a new one does' : `${adding} more do`} not fit (room for ${room}); delete some first`,
  );
}
