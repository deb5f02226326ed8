/**
 * Route rules (docs/features/web.md): paths that redirect elsewhere. Checked on every navigation after the sign-in
 * step; an absolute or external target is a full page navigation.
 */
export const routeRules: Record<string, { redirect: string }> = {
  '/analytics': { redirect: '/analytics/overview' },
  '/projects': { redirect: '/projects/tracking' },
  '/reports': { redirect: '/reports/optimisation' },
  '/data': { redirect: '/data/completions' },
};

export type RuleOutcome =
  | { kind: 'none' }
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string };

/** What the rule for a path asks for. */
export function ruleFor(pathname: string, rules = routeRules): RuleOutcome {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = rules[path]?.redirect;
  if (!target) return { kind: 'none' };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target) || target.startsWith('//'))
    return { kind: 'external', href: target };
  return { kind: 'internal', to: target };
}
