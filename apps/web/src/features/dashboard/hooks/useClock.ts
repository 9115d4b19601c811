/** The current time, refreshed every `intervalMs`; 0 before the first tick. */
import { useEffect, useState } from 'react';

export function useClock(intervalMs: number): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
