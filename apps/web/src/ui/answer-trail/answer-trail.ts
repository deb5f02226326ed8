import { useRouterState } from '@tanstack/react-router';

/**
 * The list an answer was opened from: where "back to the list" goes (the list's URL, with its filters) and the
 * answers of the list in its order, so that the answer view steps through that list. Kept in the browser history's
 * state of the answer's entry: it survives a reload and back/forward, and a shared link simply has none.
 */
export interface AnswerTrail {
  back: string;
  ids: readonly string[];
}

declare module '@tanstack/history' {
  interface HistoryState {
    answerTrail?: AnswerTrail;
  }
}

/** Answers a trail keeps at most (a long list is stepped through around the answer opened). */
export const trailLimit = 500;

/** Where an answer stands in its trail: its neighbours, its position from 1 and the list's length; null if absent. */
export function trailPlace(
  trail: AnswerTrail | undefined,
  chatId: string,
): { previous: string | null; next: string | null; position: number; total: number } | null {
  const index = trail ? trail.ids.indexOf(chatId) : -1;
  if (!trail || index < 0) return null;
  return {
    previous: trail.ids[index - 1] ?? null,
    next: trail.ids[index + 1] ?? null,
    position: index + 1,
    total: trail.ids.length,
  };
}

/** A trail back to the current screen through `ids` (at most `trailLimit`, around `around` when given). */
export function trailFrom(back: string, ids: readonly string[], around?: string): AnswerTrail {
  if (ids.length <= trailLimit) return { back, ids: [...ids] };
  const at = Math.max(0, around ? ids.indexOf(around) : 0);
  const start = Math.min(Math.max(0, at - trailLimit / 2), ids.length - trailLimit);
  return { back, ids: ids.slice(start, start + trailLimit) };
}

/** The path of the list a trail goes back to. */
export const trailPath = (trail: AnswerTrail) => new URL(trail.back, 'http://sightline.invalid').pathname;

/** The trail of the answer on screen, if it was opened from a list. */
export function useAnswerTrail(): AnswerTrail | undefined {
  return useRouterState({ select: (state) => state.location.state.answerTrail });
}

/**
 * The URL on screen (path, search and hash), read when an answer is opened: where its trail goes back to. Read from
 * the browser, whose address the router keeps, so that a list needs no router to render.
 */
export const currentHref = () => window.location.pathname + window.location.search + window.location.hash;
