/**
 * A least-recently-used map bounded by a number of entries and a total weight (bytes, say). A Map keeps insertion
 * order, so re-inserting a key on every read makes its first key the least recently used one.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  readonly #limits: { maxEntries: number; maxWeight: number };
  readonly #weigh: (value: V) => number;
  #weight = 0;

  constructor(limits: { maxEntries: number; maxWeight: number }, weigh: (value: V) => number = () => 0) {
    this.#limits = limits;
    this.#weigh = weigh;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Sum of the weights of the entries held. */
  get weight(): number {
    return this.#weight;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores the value as the most recently used one; one that alone exceeds a limit is not stored. */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.#weigh(value);
    if (this.#limits.maxEntries < 1 || weight > this.#limits.maxWeight) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#weight <= this.#limits.maxWeight) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }
}
