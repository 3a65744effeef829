import { type ComponentType, lazy } from "react";

/**
 * A component whose code the browser loads only when a page renders it (it is left out of the
 * page's first scripts), while the server renders it in full, in the HTML: on the server its module
 * is imported as soon as this one loads (at start), and handed to React without waiting, so
 * nothing suspends and the part shows without JavaScript. In the browser, wrap it in `<Suspense>`:
 * the server's HTML stays in place until its code has come, then it is hydrated. `preload()`
 * starts fetching the code ahead (a page that opens with the part, before it hydrates); code
 * already here when React reaches the part is handed over at once, so nothing suspends.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  // On the server (no document): whether built by Vite or run by a command-line script, which
  // imports a door's components without Vite's `import.meta.env`.
  if (typeof document === "undefined") void preload();
  const component = lazy(() => {
    // Already imported: a thenable that answers at once, so React renders it in the same pass.
    const ready = loaded;
    if (ready) {
      const module = { default: ready };
      return Object.assign(Promise.resolve(module), {
        then: (resolve: (value: typeof module) => void) => resolve(module),
      });
    }
    return preload().then((c) => ({ default: c }));
  });
  return Object.assign(component, { preload });
}
