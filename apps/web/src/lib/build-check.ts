import type { BuildInfo } from '@sightline/contracts';
import type { AnyRouter } from '@tanstack/react-router';

const pollMs = 60_000;
const reloadGuardMs = 10_000;
const reloadKey = 'sightline:last-chunk-reload';

/**
 * Polls `/version.json`; when the build id differs from this code's, the next navigation is a full page load
 * (so users get the new build between pages, never in the middle of one).
 */
export function watchForNewBuild(router: AnyRouter): () => void {
  let stale = false;
  const check = async () => {
    try {
      const res = await fetch('/version.json', { cache: 'no-store' });
      const info = (await res.json()) as Partial<BuildInfo>;
      if (typeof info.buildId === 'string' && info.buildId !== __BUILD_ID__) stale = true;
    } catch {
      // offline or a deploy in progress: try again later
    }
  };
  const timer = window.setInterval(() => void check(), pollMs);
  // Also when the tab comes back into view: that is when a long-open app most likely missed a deployment.
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  const unsubscribe = router.subscribe('onBeforeNavigate', (event) => {
    if (stale) window.location.assign(event.toLocation.href);
  });
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
  };
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(
    message,
  );
}

/** After a failed chunk load (an old build's file is gone), reload to the target once per 10 s. */
export function reloadAfterChunkError(href: string): boolean {
  const last = Number(window.sessionStorage.getItem(reloadKey) ?? 0);
  if (Date.now() - last < reloadGuardMs) return false;
  window.sessionStorage.setItem(reloadKey, String(Date.now()));
  window.location.assign(href);
  return true;
}
