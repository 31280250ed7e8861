import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

/**
 * Whether an element is within a view's height of the scrolled view (`root`), above or below:
 * the pages worth drawing now. `onChange` hears each change as it happens.
 */
export const useNearView = (
  target: RefObject<HTMLElement | null>,
  root: HTMLElement | null,
  onChange?: (near: boolean) => void,
): boolean => {
  const [near, setNear] = useState(false);
  const changed = useEffectEvent((now: boolean) => onChange?.(now));
  useEffect(() => {
    const element = target.current;
    if (!element || !root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        setNear(entry.isIntersecting);
        changed(entry.isIntersecting);
      },
      { root, rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, root]);
  return near;
};
