import { useCallback, useEffect, useState } from 'react';

/** Counts down one second at a time from `from` to 0; `restart` starts again from the top. */
export function useCountdown(from: number) {
  const [seconds, setSeconds] = useState(from);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const restart = useCallback(() => setSeconds(from), [from]);
  return { seconds, restart };
}
