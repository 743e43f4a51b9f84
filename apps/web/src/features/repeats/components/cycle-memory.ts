import { useCallback, useSyncExternalStore } from 'react';
import { CYCLE_LENGTH, DAYS_BEFORE, type CycleEntry } from '@padstore/domain/cycle';
import { isCalendarDay } from '@padstore/domain/repeats';

/**
 * What she entered for 'Time it to my cycle', kept in this browser only (never sent, never in an
 * address), under the repeat it timed, so that 'My period came early/late' can work the next date out
 * again. 'Forget' removes it; logging out clears the browser's storage, this with it.
 */
const PREFIX = 'padstore:cycle:';
const CHANGED = 'padstore:cycle-changed';

const inRange = (value: unknown, range: { min: number; max: number }) =>
  Number.isInteger(value) && (value as number) >= range.min && (value as number) <= range.max;

/** Her entry for this repeat, or null: none kept, or something unreadable (which is then ignored). */
export function readCycle(repeatId: string): CycleEntry | null {
  try {
    const kept = JSON.parse(localStorage.getItem(PREFIX + repeatId) ?? 'null') as Partial<CycleEntry> | null;
    if (
      kept &&
      typeof kept.lastPeriodStartedOn === 'string' &&
      isCalendarDay(kept.lastPeriodStartedOn) &&
      inRange(kept.cycleLength, CYCLE_LENGTH) &&
      inRange(kept.daysBefore, DAYS_BEFORE)
    )
      return { lastPeriodStartedOn: kept.lastPeriodStartedOn, cycleLength: kept.cycleLength!, daysBefore: kept.daysBefore! };
  } catch {
    // Storage refused or a damaged value: as if nothing were kept.
  }
  return null;
}

const changed = () => window.dispatchEvent(new Event(CHANGED));

export function keepCycle(repeatId: string, entry: CycleEntry): void {
  try {
    localStorage.setItem(PREFIX + repeatId, JSON.stringify(entry));
  } catch {
    // A browser that keeps nothing (private mode, full): she can enter it again next time.
  }
  changed();
}

export function forgetCycle(repeatId: string): void {
  localStorage.removeItem(PREFIX + repeatId);
  changed();
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Her kept entry for this repeat, as text so that React compares it by value; updated on every change, in any tab. */
export function useKeptCycle(repeatId: string): CycleEntry | null {
  const snapshot = useCallback(() => JSON.stringify(readCycle(repeatId)), [repeatId]);
  return JSON.parse(useSyncExternalStore(subscribe, snapshot, () => 'null')) as CycleEntry | null;
}
