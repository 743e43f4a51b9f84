import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/** The key the browser's history gives the address it is on, which may be a page still on its way. */
const addressKey = (): string | undefined => (window.history.state as { key?: string } | null)?.key;

/**
 * Whether a menu is open, closed by any navigation. A page change is shown only once the page has
 * arrived, while the address changes at once; a tap made in between belongs to the arriving page, so
 * the menu it opens stays open when that page arrives.
 */
export function useMenu(): [open: boolean, setOpen: (open: boolean) => void] {
  const location = useLocation();
  const [openedOn, setOpenedOn] = useState<{ shown: string; address: string } | null>(null);
  const open = openedOn !== null && (openedOn.shown === location.key || openedOn.address === location.key);
  // Forgotten once closed by a navigation, so that going back to that page does not open it again.
  if (openedOn && !open) setOpenedOn(null);
  const setOpen = useCallback(
    (value: boolean) => setOpenedOn(value ? { shown: location.key, address: addressKey() ?? location.key } : null),
    [location.key],
  );
  return [open, setOpen];
}
