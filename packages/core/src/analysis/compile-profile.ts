/**
 * A project profile prepared for analysis: one Aho–Corasick automaton over every brand name, alias and
 * evaluation-item keyword, plus the owned and competitor hosts. Compile once per profile and reuse it; passing the
 * raw profile also works and is cached by object identity (a new object compiles again).
 */
import { nameRules } from './boundaries.ts';
import { hostOfDomainEntry } from './normalize-url.ts';
import type { SourceOwners } from './source-type.ts';
import { createTermMatcher, type TermEntry, type TermMatcher } from './term-matcher.ts';
import { type AnalysisProfile, type BrandKey, OWN_BRAND_KEY } from './types.ts';

export interface TermRef {
  kind: 'brand' | 'item';
  /** Index into `brandKeys` or `itemKeys`. */
  index: number;
  /** The name is written with a capital Latin letter ("Notion", "Apple"): see brand-hits.ts. */
  capitalized?: boolean;
}

export interface CompiledProfile {
  readonly kind: 'sightline.compiled-profile';
  readonly profile: AnalysisProfile;
  /** Own brand first (`'brand'`), then competitors in profile order. */
  readonly brandKeys: readonly BrandKey[];
  readonly itemKeys: readonly string[];
  readonly terms: TermMatcher<TermRef>;
  readonly owners: SourceOwners;
}

const cache = new WeakMap<AnalysisProfile, CompiledProfile>();

export function compileProfile(profile: AnalysisProfile): CompiledProfile {
  const brands = [
    { key: OWN_BRAND_KEY, names: [profile.brand.name, ...profile.brand.aliases] },
    ...profile.competitors.map((c) => ({ key: c.key, names: [c.name, ...c.aliases] })),
  ];
  const entries: TermEntry<TermRef>[] = [];
  brands.forEach((brand, index) => {
    for (const name of brand.names) {
      const capitalized = /[A-Z]/.test(name);
      entries.push({
        term: name,
        data: capitalized ? { kind: 'brand', index, capitalized } : { kind: 'brand', index },
      });
    }
  });
  profile.evaluationItems.forEach((item, index) => {
    for (const keyword of item.keywords) entries.push({ term: keyword, data: { kind: 'item', index } });
  });
  const hosts = (domains: readonly string[]) => domains.map(hostOfDomainEntry).filter((h) => h.length > 0);
  return {
    kind: 'sightline.compiled-profile',
    profile,
    brandKeys: brands.map((b) => b.key),
    itemKeys: profile.evaluationItems.map((i) => i.key),
    terms: createTermMatcher(entries, nameRules),
    owners: {
      ownedHosts: hosts(profile.ownedDomains),
      competitorHosts: profile.competitors.flatMap((c) =>
        hosts(c.domains).map((host) => ({ host, key: c.key })),
      ),
    },
  };
}

export function isCompiledProfile(value: AnalysisProfile | CompiledProfile): value is CompiledProfile {
  return (value as CompiledProfile).kind === 'sightline.compiled-profile';
}

/** The compiled form of `profile`, compiling (and caching by identity) a raw profile. */
export function resolveProfile(profile: AnalysisProfile | CompiledProfile): CompiledProfile {
  if (isCompiledProfile(profile)) return profile;
  let compiled = cache.get(profile);
  if (!compiled) {
    compiled = compileProfile(profile);
    cache.set(profile, compiled);
  }
  return compiled;
}
