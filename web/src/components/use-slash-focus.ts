import { useEffect, type RefObject } from 'react';

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * `/` puts the cursor in the given field, unless one is already being typed in. Matched on the
 * character, whatever Shift says: on a Belgian AZERTY keyboard `/` is Shift and the colon key.
 */
export function useSlashFocus(field: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (editable(event.target) || !field.current) return;
      event.preventDefault();
      field.current.focus();
      field.current.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [field]);
}
