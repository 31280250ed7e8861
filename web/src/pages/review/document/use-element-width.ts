import { useLayoutEffect, useState } from 'react';

/** An element's content width in CSS pixels, followed as it is resized; 0 until measured. */
export const useElementWidth = (element: HTMLElement | null): number => {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
};
