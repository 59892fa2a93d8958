import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` and whenever `resetKey` changes (for labels such as the
 * session's minutes left, which must be right as soon as a session starts).
 */
export function useNow(intervalMs = 15_000, resetKey?: unknown): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, resetKey]);
  return now;
}
