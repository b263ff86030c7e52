import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * True once the screen has painted and its calls have all answered: for what the first screen
 * does not show (the Mesajlar tab's and the bell's counts, the live stream's code, the toasts'
 * renderer), so that none of it goes out among the first screen's code and calls (some start only
 * once `/me` answers) nor delays its paint. On a phone's connection every request before the
 * paint pushes the paint back, and Lighthouse counts each of them in the largest contentful paint
 * (bench/README.md, "The first screen").
 */
export function useAfterFirstScreen(): boolean {
  const [painted, setPainted] = useState(false);
  const [ready, setReady] = useState(false);
  const fetching = useIsFetching();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before the paint; the timer it sets, after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  // Latched while rendering (React's way for state that follows other state): once ready, it stays.
  if (!ready && painted && fetching === 0) setReady(true);
  return ready;
}
