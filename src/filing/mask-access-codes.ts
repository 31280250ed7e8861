/** The access code element of every guarantee reference our builders write (CC015C, any prefix). */
const ACCESS_CODE =
  /(<(?:[A-Za-z_][\w.-]*:)?accessCode>)([^<]*)(<\/(?:[A-Za-z_][\w.-]*:)?accessCode>)/g;

/**
 * A guarantee's access code is a secret: it lets its holder use the guarantee. The filed message
 * must carry it; any view of that message shows `****` instead (ARCHITECTURE.md rule 12).
 */
export const maskAccessCodes = (xml: string): { xml: string; masked: boolean } => {
  let masked = false;
  const shown = xml.replace(ACCESS_CODE, (_whole, open: string, code: string, close: string) => {
    if (code.trim() === '') return `${open}${code}${close}`;
    masked = true;
    return `${open}****${close}`;
  });
  return { xml: shown, masked };
};
