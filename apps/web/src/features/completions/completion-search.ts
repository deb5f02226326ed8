import { type ReportSearch, reportSearchOf } from '@sightline/contracts';

/** The answers list's own filters in the URL, beside the report's (see the chats endpoint). */
export interface CompletionSearch extends ReportSearch {
  status?: 'ok' | 'no_answer';
  simulated?: boolean;
  /** A brand key (`brand` or a competitor id) and whether the answers mention it (default) or not. */
  brand?: string;
  mentioned?: boolean;
  cites?: string;
  q?: string;
  sort?: 'newest' | 'oldest';
}

const maxText = 200;
const text = (value: unknown, max = maxText) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
const bool = (value: unknown) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

/** The completions screen's search: the report filters, then its own, each dropped when not valid. */
export function validateCompletionSearch(search: Record<string, unknown>): CompletionSearch {
  const own: CompletionSearch = {};
  if (search.status === 'ok' || search.status === 'no_answer') own.status = search.status;
  const simulated = bool(search.simulated);
  if (simulated !== undefined) own.simulated = simulated;
  const brand = text(search.brand, 64);
  if (brand) {
    own.brand = brand;
    const mentioned = bool(search.mentioned);
    if (mentioned !== undefined) own.mentioned = mentioned;
  }
  const cites = text(search.cites, 253);
  if (cites) own.cites = cites.toLowerCase();
  const q = text(search.q);
  if (q) own.q = q;
  if (search.sort === 'oldest') own.sort = 'oldest';
  return { ...reportSearchOf(search), ...own };
}

/** The chats endpoint's parameters of the screen's own filters. */
export function completionParams(search: CompletionSearch): Record<string, string | undefined> {
  return {
    status: search.status,
    simulated: search.simulated === undefined ? undefined : String(search.simulated),
    brand: search.brand,
    mentioned: search.brand && search.mentioned !== undefined ? String(search.mentioned) : undefined,
    cites: search.cites,
    q: search.q,
    sort: search.sort,
  };
}
