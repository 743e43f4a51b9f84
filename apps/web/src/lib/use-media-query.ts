import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query, followed as it changes (a phone turned, a window resized). A
 * page rendered by the server has no screen: there, and while the app takes it over, it is false; a
 * browser without `matchMedia` answers `unknown`.
 */
export function useMediaQuery(query: string, unknown = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? unknown,
    () => false,
  );
}
