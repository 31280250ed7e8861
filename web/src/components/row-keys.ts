import type { KeyboardEvent } from 'react';

/**
 * Keyboard for a list row: Enter opens it, the arrow keys move to the row above or below, so a
 * declarant can walk a list without the mouse.
 */
export const rowKeyDown =
  (open: () => void) =>
  (event: KeyboardEvent<HTMLTableRowElement>): void => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      open();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const sibling =
        event.key === 'ArrowDown'
          ? event.currentTarget.nextElementSibling
          : event.currentTarget.previousElementSibling;
      if (sibling instanceof HTMLElement) {
        event.preventDefault();
        sibling.focus();
      }
    }
  };
