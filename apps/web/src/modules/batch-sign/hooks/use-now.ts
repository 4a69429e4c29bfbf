import { useEffect, useState } from 'react';

/** The clock, ticking every second (a countdown). */
export const useNow = (enabled = true) => {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [enabled]);
  return now;
};
