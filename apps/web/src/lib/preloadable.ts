import { lazy, type ComponentType } from 'react';

type Loaded = { default: ComponentType };

/**
 * A component whose code loads on demand, which `preload` can fetch ahead: once its code is there it
 * renders at once, without suspending. The server renders first views that way, and the browser takes
 * them over as painted (their code preloaded before hydration).
 */
export function preloadable<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  let loaded: Loaded | undefined;
  const preload = () => load().then((module) => (loaded = { default: module[name] }));
  // A settled answer is handed over synchronously, which React.lazy then renders without suspending.
  const Component = lazy(() =>
    loaded ? ({ then: (settle: (module: Loaded) => void) => settle(loaded as Loaded) } as Promise<Loaded>) : preload(),
  );
  return { Component, preload };
}
