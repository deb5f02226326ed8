import type { EngineId, Watch, WatchBody, WatchKind, WatchPreviewBody } from '@sightline/contracts';

/** What the watch form edits. */
export interface WatchFormValues {
  name: string;
  kind: WatchKind;
  /** A domain, a page address, a keyword, or a brand key (`brand` or a competitor's document id). */
  target: string;
  /** None: every engine. */
  engines: EngineId[];
}

/** A new watch's values, or a watch's as it is stored. */
export function initialWatchValues(
  watch?: Pick<Watch, 'name' | 'kind' | 'target' | 'engines'>,
): WatchFormValues {
  return watch
    ? { name: watch.name, kind: watch.kind, target: watch.target, engines: [...watch.engines] }
    : { name: '', kind: 'domain', target: '', engines: [] };
}

/** Another kind keeps a typed text (a domain may become a keyword) but not a brand key, which is no text. */
export function withKind(values: WatchFormValues, kind: WatchKind): WatchFormValues {
  const keep = values.kind !== 'brand' && kind !== 'brand';
  return { ...values, kind, target: keep ? values.target : '' };
}

/** The body a preview asks with, or null while there is no target to match. */
export function previewBody(values: WatchFormValues): WatchPreviewBody | null {
  const target = values.target.trim();
  if (!target) return null;
  return {
    data: { kind: values.kind, target, ...(values.engines.length ? { engines: values.engines } : {}) },
  };
}

/**
 * The body a save sends: a name left empty is the target as people read it (the brand's name, the matched target
 * of the preview, or the text typed); engines always sent, so that clearing them on an edit means every engine.
 */
export function saveBody(values: WatchFormValues, targetLabel: string | undefined): WatchBody {
  const target = values.target.trim();
  const name = values.name.trim() || (targetLabel ?? target).slice(0, 120);
  return { data: { name, kind: values.kind, target, engines: values.engines } };
}
