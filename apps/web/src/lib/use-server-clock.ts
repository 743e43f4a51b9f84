import { useEffect, useState } from 'react';

/**
 * The time now on the server's clock, ticking every `everyMs`: the offset between the server's `now`
 * in an answer and the moment the answer arrived is kept, so a tablet whose own clock is wrong still
 * counts an order's minutes right.
 */
export function useServerClock(serverNow: string | undefined, receivedAt: number, everyMs = 1000): Date {
  const offset = serverNow ? Date.parse(serverNow) - receivedAt : 0;
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return new Date(Math.max(tick, receivedAt) + offset);
}

/** The phone's own clock, ticking every `everyMs`: enough for 'Today' and 'Tomorrow', which change at midnight. */
export const useClock = (everyMs: number): Date => useServerClock(undefined, 0, everyMs);
