import { useEffect, useRef, useState } from 'react';

/**
 * The open state of a dropdown whose code was fetched by the tap that should open it (the header's
 * menu and bell): with `openOnMount` it opens once mounted, after moving the focus to its own
 * button, the one that replaced the tapped placeholder, so that the dropdown, which remembers what
 * had the focus when it opened, returns the focus there on closing.
 */
export function useOpenOnMount<T extends HTMLElement>(openOnMount: boolean) {
  const [opened, setOpened] = useState(false);
  const target = useRef<T>(null);
  useEffect(() => {
    if (!openOnMount) return;
    target.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one open on mount, after the focus moved
    setOpened(true);
  }, [openOnMount]);
  return { opened, setOpened, target };
}

/**
 * The other half: the placeholder button's handlers. Pointing at or focusing it fetches the
 * dropdown's code (`load`); tapping it mounts the dropdown, which then opens (`useOpenOnMount`)
 * and keeps its own state.
 */
export function useMountOnFirstUse(load: () => Promise<unknown>) {
  const [mounted, setMounted] = useState(false);
  const trigger = {
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setMounted(true),
  };
  return { mounted, trigger };
}
