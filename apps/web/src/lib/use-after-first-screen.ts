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
/*
 * After the frame is painted on the main thread, the compositor still has to show it: the time
 * the browser gives the largest paint (and Lighthouse's cut between what came before it and what
 * came after) is that of the showing, which on a busy phone comes tens of milliseconds later. A
 * request started in between and answered before it counts as part of the first screen.
 */
const shownWithinMs = 300;

export function useAfterFirstScreen(): boolean {
  const [painted, setPainted] = useState(false);
  const [ready, setReady] = useState(false);
  const fetching = useIsFetching();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before the paint; the timer it sets, after it has been shown.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), shownWithinMs)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  // Latched while rendering (React's way for state that follows other state): once ready, it stays.
  if (!ready && painted && fetching === 0) setReady(true);
  return ready;
}
