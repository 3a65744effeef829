import { type ComponentType, lazy } from "react";

/**
 * A component whose code the browser loads only when a page renders it (it is left out of the
 * page's first scripts), while the server renders it in full, in the HTML: on the server its module
 * is imported as soon as this one loads (at start), and handed to React without waiting, so
 * nothing suspends and the part shows without JavaScript. In the browser, wrap it in `<Suspense>`:
 * the server's HTML stays in place until its code has come, then it is hydrated.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  if (!import.meta.env.SSR) return lazy(() => load().then((component) => ({ default: component })));
  let loaded: ComponentType<P> | null = null;
  const ready = load().then((component) => (loaded = component));
  return lazy(() => {
    // Already imported: a thenable that answers at once, so React renders it in the same pass.
    const component = loaded;
    if (component) {
      const module = { default: component };
      return Object.assign(Promise.resolve(module), { then: (resolve: (value: typeof module) => void) => resolve(module) });
    }
    return ready.then((c) => ({ default: c }));
  });
}
