import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may repeat (the SMS code resend); 0 when it may. */
export const useCountdown = (seconds: number) => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start };
};
