/**
 * The running opinion of one passage, fed entry by entry by the language front ends (latin-sentiment.ts,
 * korean-sentiment.ts, cjk-sentiment.ts). Rules:
 * - an opinion adds its weight; an intensifier before it multiplies by 1.5; a negation (before it, within a window
 *   of words or characters, or after it for Korean and Japanese) multiplies by −0.75;
 * - a quality or cost noun next to a scalar predicate (within `pairWindow` steps; the scalar first only where the
 *   language puts it there: "low fees", 높은 만족도) makes one opinion: noun sign × scalar sign × max(0.6, |noun
 *   weight|) — "만족도가 높다", "long battery life" are positive, "high fees", "가격이 높다" negative, "low price",
 *   "대기 시간이 짧다" positive. A copula lets the noun wait for its predicate ("the fees abroad are high"). A negated
 *   cost noun alone is good ("no fees", "수수료 없이": +0.5);
 * - a contrast ("but", 하지만, …지만, mais, aber, pero, 但是, しかし) halves what came before and weighs what follows
 *   by 1.5, so "good, but pricey" leans negative (only when an opinion came before it);
 * - a clause end (`,` `;` `:` `、`) closes every window.
 */
import type { Entry } from './phrase-matcher.ts';

const NEGATION = -0.75;
const INTENSITY = 1.5;
const PAIR = 0.6;
const ABSENCE = 0.5;
const BEFORE_CONTRAST = 0.5;
const AFTER_CONTRAST = 1.5;

export class OpinionSum {
  total = 0;
  private factor = 1;
  private negate = 0;
  private boost = 0;
  private nounOrient = 0;
  private nounWeight = 0;
  private nounMult = 1;
  private nounAdded = 0;
  private nounAge = 0;
  private scalarOrient = 0;
  private scalarMult = 1;
  private scalarAdded = 0;
  private scalarAge = 0;
  private lastAdded = 0;
  private lastAge = 0;
  private contrastPending = false;

  negator(window: number): void {
    this.negate = window;
  }

  intensifier(window: number): void {
    this.boost = window;
  }

  /** Takes effect at the next opinion, and only when one came before ("…지만" at the end changes nothing). */
  contrast(): void {
    this.contrastPending = true;
    this.clause();
  }

  clause(): void {
    this.negate = 0;
    this.boost = 0;
    this.nounAge = 0;
    this.scalarAge = 0;
    this.lastAge = 0;
  }

  /** A copula after a pending noun: the noun waits `window` more steps for its predicate. */
  copula(window: number): void {
    if (this.nounAge > 0) this.nounAge = Math.max(this.nounAge, window);
  }

  /** One word or character further: windows shrink. */
  step(): void {
    if (this.negate > 0) this.negate--;
    if (this.boost > 0) this.boost--;
    if (this.nounAge > 0) this.nounAge--;
    if (this.scalarAge > 0) this.scalarAge--;
    if (this.lastAge > 0) this.lastAge--;
  }

  /** True while a negation window is open. */
  get negating(): boolean {
    return this.negate > 0;
  }

  /**
   * An opinion, noun or scalar entry. `negatedAfter`: a negation follows it (좋지 않다, 良くない). `scalarFirst`: this
   * scalar may pair with a noun that follows it ("low fees", 높은 만족도; not for 많을 때 or Chinese trim names).
   */
  opinion(entry: Entry, negatedAfter: boolean, pairWindow: number, scalarFirst = true): void {
    const negated = this.negate > 0 !== negatedAfter;
    const mult = (negated ? NEGATION : 1) * (this.boost > 0 ? INTENSITY : 1);
    this.negate = 0;
    this.boost = 0;
    if (entry.noun !== 0 && this.scalarAge > 0) {
      this.pair(entry.noun, entry.weight, mult, this.scalarOrient, this.scalarMult, this.scalarAdded);
      return;
    }
    if (entry.scalar !== 0 && this.nounAge > 0) {
      this.pair(this.nounOrient, this.nounWeight, this.nounMult, entry.scalar, mult, this.nounAdded);
      return;
    }
    const value = this.add(
      entry.noun < 0 && entry.weight === 0 && negated
        ? ABSENCE * Math.abs(mult / NEGATION)
        : entry.weight * mult,
    );
    if (entry.noun !== 0) {
      this.nounOrient = entry.noun;
      this.nounWeight = entry.weight;
      this.nounMult = mult;
      this.nounAdded = value;
      this.nounAge = pairWindow;
      this.scalarAge = 0;
    } else if (entry.scalar !== 0 && scalarFirst) {
      this.scalarOrient = entry.scalar;
      this.scalarMult = mult;
      this.scalarAdded = value;
      this.scalarAge = pairWindow;
      this.nounAge = 0;
    }
  }

  /** Flip the opinion added just before (German "empfehle ich nicht"). */
  negateLast(): boolean {
    if (this.lastAge === 0 || this.lastAdded === 0) return false;
    this.total += this.lastAdded * NEGATION - this.lastAdded;
    this.lastAdded = 0;
    return true;
  }

  private pair(
    nounOrient: number,
    nounWeight: number,
    nounMult: number,
    scalarOrient: number,
    scalarMult: number,
    pendingAdded: number,
  ): void {
    const magnitude = Math.max(PAIR, Math.abs(nounWeight));
    this.total -= pendingAdded;
    this.nounAge = 0;
    this.scalarAge = 0;
    this.add(nounOrient * scalarOrient * magnitude * nounMult * scalarMult);
  }

  /** Adds `raw` times the contrast factor; returns what was added. */
  private add(raw: number): number {
    if (raw === 0) return 0;
    if (this.contrastPending) {
      this.contrastPending = false;
      if (this.total !== 0) {
        this.total *= BEFORE_CONTRAST;
        this.factor = AFTER_CONTRAST;
      }
    }
    const value = raw * this.factor;
    this.total += value;
    this.lastAdded = value;
    this.lastAge = 3;
    return value;
  }
}
