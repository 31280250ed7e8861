// Forms number their boxes ("11. Shipping Marks 12. Number and kind 19. Total Packages"): the
// number of a box is no figure of the document and no part of its label.

/** A word that is only a box's number: "12.", "15)". */
export const isBoxNumber = (text: string): boolean => /^\d{1,2}[.)]$/.test(text);

/** A text that starts with a box's number and then its label: "12. Number and kind". */
export const startsWithBoxNumber = (text: string): boolean => /^\d{1,2}[.)]\s+\p{L}/u.test(text);

/** A label without the number of its box: "19. Total Packages" → "Total Packages". */
export const withoutBoxNumber = (text: string): string => text.replace(/^\d{1,2}[.)]\s+/, '');
