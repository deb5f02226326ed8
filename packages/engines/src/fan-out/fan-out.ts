/**
 * Query fan-out (issue 41): what an engine searched before answering, and the pages it read, cited or not. Read from
 * a provider's raw response by the engine's own extractor (fan-out-of.ts), the same for a new answer and a stored
 * one, so re-reading history fills it too.
 */

/** A page the engine read while answering (a search result, a grounding chunk), whether it cited it or not. */
export interface RetrievedPage {
  url: string;
  title?: string;
}

export interface FanOut {
  /** The searches the engine ran, in the order run, each once (trimmed, compared case-insensitively). */
  searchQueries: string[];
  /** The pages it read, in the order met, each address once. */
  retrieved: RetrievedPage[];
}

export const noFanOut = (): FanOut => ({ searchQueries: [], retrieved: [] });

/** Collects queries and pages in order, each once. */
export class FanOutBuilder {
  private readonly queries = new Map<string, string>();
  private readonly pages = new Map<string, RetrievedPage>();

  query(value: unknown): void {
    if (typeof value !== 'string') return;
    const text = value.replace(/\s+/g, ' ').trim();
    if (text.length === 0 || text.length > 500) return;
    const key = text.toLowerCase();
    if (!this.queries.has(key)) this.queries.set(key, text);
  }

  page(url: unknown, title?: unknown): void {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return;
    const address = url.trim();
    const existing = this.pages.get(address);
    const name = typeof title === 'string' && title.trim() ? title.trim() : undefined;
    if (existing) {
      if (!existing.title && name) existing.title = name;
      return;
    }
    this.pages.set(address, name ? { url: address, title: name } : { url: address });
  }

  build(): FanOut {
    return { searchQueries: [...this.queries.values()], retrieved: [...this.pages.values()] };
  }
}
