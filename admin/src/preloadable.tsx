import { lazy, useState, type ComponentType } from 'react';

/** A page loaded on demand that can also be fetched ahead (while the login form waits, or the home is idle). */
export type PreloadablePage = ComponentType & { preload: () => Promise<void> };

/**
 * Like React.lazy, plus `preload()`: once the module is in, the page renders at once instead of suspending for a
 * turn (React.lazy suspends on its first render even when the import has already resolved). Each mount keeps the
 * form it started with, so a page that began suspended is not remounted when its module arrives.
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null; // a failed fetch (offline, new deploy) may be tried again by the next render
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}

/** Runs `task` (fetching modules) once the next frame has painted and the browser is idle; failures are ignored. */
export function whenIdle(task: () => Promise<unknown>): void {
  const run = () => {
    task().catch(() => undefined);
  };
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 });
    else setTimeout(run, 200);
  });
}
