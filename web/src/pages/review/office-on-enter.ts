/**
 * The office Enter takes when the list has none highlighted (the offices came after the typing):
 * the office typed in full, or the first one offered when the offices shown are the answer to
 * exactly what is typed and it starts with it. Anything else is left to the field's blur, which
 * keeps what was typed; an office nobody saw is never taken.
 */
export const officeOnEnter = (
  typed: string,
  searched: string,
  offered: readonly string[],
): string | undefined => {
  const id = typed.trim().toUpperCase();
  if (!id) return undefined;
  if (offered.includes(id)) return id;
  const first = offered[0];
  return searched.trim() === typed.trim() && first?.startsWith(id) ? first : undefined;
};

/** Whether the open list of a combobox input has an option highlighted, which Enter submits. */
export const hasHighlighted = (input: HTMLElement): boolean => {
  const list = input.getAttribute('aria-controls');
  return !!list && !!document.getElementById(list)?.querySelector('[data-combobox-selected]');
};
