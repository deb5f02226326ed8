/**
 * The names an answer offers as products or companies (issue 40: a vendor's own blog or guide is its corporate site,
 * not a publication): what it sets in bold, in headings, at the start of a list item and in a table's first column.
 * A publication an answer quotes ("according to TechCrunch") stands in running text, not in those places.
 * Citation chips (`([site](url))`) and URLs are left out: they name sources, not options.
 */
const CHIP = /\(\[[^\]]*\]\([^)]*\)\)/g;
const URL = /https?:\/\/\S+/g;
const BOLD = /\*\*([^*\n]{1,80})\*\*|__([^_\n]{1,80})__/g;
const HEADING = /^#{1,6}\s+(.{1,80})$/gm;
const LIST_LEAD = /^\s*(?:[-*+]|\d+[.)])\s+([^:：\n–—(]{1,60})/gm;
const TABLE_FIRST_CELL = /^\|\s*([^|\n]{1,60})\|/gm;

/** Letters and digits only, lower case: "Screen App" → "screenapp". */
const compact = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Every name the answer offers as an option, compacted, with each of its words too ("Lindy AI" → lindyai, lindy). */
export function namedVendors(text: string): ReadonlySet<string> {
  const prose = text.replace(CHIP, ' ').replace(URL, ' ');
  const names = new Set<string>();
  for (const pattern of [BOLD, HEADING, LIST_LEAD, TABLE_FIRST_CELL]) {
    for (const match of prose.matchAll(pattern)) {
      const span = (match[1] ?? match[2] ?? '').replace(/[*_`[\]]/g, ' ');
      const whole = compact(span);
      if (whole) names.add(whole);
      for (const word of span.split(/[\s/·,&]+/)) {
        const part = compact(word);
        if (part) names.add(part);
      }
    }
  }
  return names;
}

/**
 * Whether a site is the vendor of a name the answer offers: its registrable domain's name (maestra for maestra.ai,
 * screenapp for screenapp.io), four characters at least, is one of the names.
 */
export function isNamedVendor(domain: string, suffix: string, names: ReadonlySet<string>): boolean {
  if (!suffix || !domain.endsWith(`.${suffix}`)) return false;
  const name = compact(domain.slice(0, domain.length - suffix.length - 1));
  return name.length >= 4 && names.has(name);
}

/** The site name a page title ends with: "How to transcribe audio | Maestra" → Maestra (after |, – or —). */
const TITLE_SITE = /\s[|｜–—]\s*([^|｜–—]{2,40})$/;

/**
 * Whether a page's title names its site as a vendor the answer offers, on that vendor's own domain: "… | Maestra"
 * on getmaestra.com when the answer offers Maestra (the domain holds the name, though it is not the name).
 */
export function isTitledVendor(
  title: string | undefined,
  domain: string,
  suffix: string,
  names: ReadonlySet<string>,
): boolean {
  const site = title?.trim().match(TITLE_SITE)?.[1];
  if (!site || !suffix || !domain.endsWith(`.${suffix}`)) return false;
  const name = compact(site);
  return (
    name.length >= 4 &&
    names.has(name) &&
    compact(domain.slice(0, domain.length - suffix.length - 1)).includes(name)
  );
}
