import type { Rng } from '../random.ts';

/** Made-up identifiers that pass their schemes' check digits, as real ones do. */

export interface VatId {
  /** Normalised: no spaces, dots or hyphens. */
  readonly value: string;
  /** As the company prints it on its documents. */
  readonly printed: string;
}

const group = (text: string, size: number, separator: string): string =>
  text.match(new RegExp(`.{1,${size}}`, 'g'))?.join(separator) ?? text;

/** Belgian enterprise number: 0 + 7 digits + 97-modulus check. */
export const belgianNumber = (rng: Rng): string => {
  const base = `0${rng.int(2, 9)}${rng.digits(6, true)}`;
  const check = 97 - (Number(base) % 97);
  return `${base}${String(check).padStart(2, '0')}`;
};

export const belgianVat = (rng: Rng): VatId => {
  const number = belgianNumber(rng);
  const dotted = `${number.slice(0, 4)}.${number.slice(4, 7)}.${number.slice(7)}`;
  return {
    value: `BE${number}`,
    printed: rng.pick([`BE ${dotted}`, `BE${number}`, `BE ${number}`, `BE-${dotted}`]),
  };
};

export const dutchVat = (rng: Rng): VatId => {
  for (;;) {
    const digits = rng.digits(8);
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
    const check = sum % 11;
    if (check === 10) continue;
    const value = `NL${digits}${check}B01`;
    return { value, printed: rng.pick([value, `NL ${digits}${check} B01`, `NL${digits}${check}.B01`]) };
  }
};

export const germanVat = (rng: Rng): VatId => {
  const digits = rng.digits(8);
  let product = 10;
  for (const char of digits) {
    let sum = (Number(char) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  const number = `${digits}${check}`;
  return {
    value: `DE${number}`,
    printed: rng.pick([`DE${number}`, `DE ${group(number, 3, ' ')}`, `DE ${number}`]),
  };
};

const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** A French SIREN (9 digits, Luhn), its SIRET (+ 5 digits, Luhn) and VAT number. */
export const frenchIds = (rng: Rng): { siren: string; siret: string; vat: VatId } => {
  let siren = rng.digits(9);
  while (!luhnValid(siren)) siren = rng.digits(9);
  let siret = `${siren}000${rng.digits(2, true)}`;
  while (!luhnValid(siret)) siret = `${siren}000${rng.digits(2, true)}`;
  const key = String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
  const value = `FR${key}${siren}`;
  return {
    siren,
    siret,
    vat: { value, printed: rng.pick([value, `FR ${key} ${group(siren, 3, ' ')}`, `FR${key} ${siren}`]) },
  };
};

export const austrianVat = (rng: Rng): VatId => {
  const digits = rng.digits(7);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 0) sum += d;
    else sum += Math.floor((2 * d) / 10) + ((2 * d) % 10);
  }
  const check = (10 - ((sum + 4) % 10)) % 10;
  const value = `ATU${digits}${check}`;
  return { value, printed: rng.pick([value, `ATU ${digits}${check}`]) };
};

export const britishVat = (rng: Rng): VatId => {
  const digits = rng.digits(7);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i);
  const check = String((97 - (sum % 97)) % 97).padStart(2, '0');
  const number = `${digits}${check}`;
  return {
    value: `GB${number}`,
    printed: rng.pick([
      `GB${number}`,
      `GB ${number.slice(0, 3)} ${number.slice(3, 7)} ${number.slice(7)}`,
    ]),
  };
};

export const swissUid = (rng: Rng, suffix = 'MWST'): VatId => {
  for (;;) {
    const digits = rng.digits(8);
    const weights = [5, 4, 3, 2, 7, 6, 5, 4];
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
    const check = (11 - (sum % 11)) % 11;
    if (check === 10) continue;
    const number = `${digits}${check}`;
    const dotted = `${number.slice(0, 3)}.${number.slice(3, 6)}.${number.slice(6)}`;
    return { value: `CHE${number}`, printed: `CHE-${dotted} ${suffix}` };
  }
};

export const norwegianVat = (rng: Rng): VatId => {
  for (;;) {
    const digits = `9${rng.digits(7, true)}`;
    const weights = [3, 2, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
    const check = (11 - (sum % 11)) % 11;
    if (check === 10) continue;
    const number = `${digits}${check}`;
    return { value: `NO${number}MVA`, printed: `NO ${group(number, 3, ' ')} MVA` };
  }
};

const ibanCheck = (country: string, bban: string): string => {
  const numeric = `${bban}${country}00`
    .toUpperCase()
    .split('')
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  let remainder = 0;
  for (const char of numeric) remainder = (remainder * 10 + Number(char)) % 97;
  return String(98 - remainder).padStart(2, '0');
};

/** A valid IBAN for the country, printed in groups of four. */
export const iban = (rng: Rng, country: string, bank?: string): string => {
  let bban: string;
  switch (country) {
    case 'BE': {
      const base = `${bank ?? rng.digits(3)}${rng.digits(7, true)}`;
      const check = Number(base) % 97 || 97;
      bban = `${base}${String(check).padStart(2, '0')}`;
      break;
    }
    case 'NL':
      bban = `${bank ?? 'INGB'}${rng.digits(10, true)}`;
      break;
    case 'DE':
      bban = `${bank ?? rng.digits(8)}${rng.digits(10, true)}`;
      break;
    case 'FR': {
      const b = bank ?? rng.digits(5);
      const guichet = rng.digits(5, true);
      const compte = rng.digits(11, true);
      const key = 97 - ((89 * Number(b) + 15 * Number(guichet) + 3 * Number(compte)) % 97);
      bban = `${b}${guichet}${compte}${String(key).padStart(2, '0')}`;
      break;
    }
    case 'GB':
      bban = `${bank ?? 'BARC'}${rng.digits(6)}${rng.digits(8, true)}`;
      break;
    case 'AT':
      bban = `${bank ?? rng.digits(5)}${rng.digits(11, true)}`;
      break;
    case 'CH':
      bban = `${bank ?? rng.digits(5, true)}${rng.digits(12, true)}`;
      break;
    case 'TR':
      bban = `${bank ?? rng.digits(5, true)}0${rng.digits(16, true)}`;
      break;
    default:
      throw new Error(`no IBAN scheme for ${country}`);
  }
  return group(`${country}${ibanCheck(country, bban)}${bban}`, 4, ' ');
};

const CONTAINER_VALUES = ((): Map<string, number> => {
  const map = new Map<string, number>();
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value++;
    map.set(letter, value);
    value++;
  }
  return map;
})();

/** An ISO 6346 container number with its check digit, e.g. MSKU4820193. */
export const containerNumber = (rng: Rng, owner: string): string => {
  const body = `${owner}U${rng.digits(6, true)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const char = body[i] ?? '0';
    const value = CONTAINER_VALUES.get(char) ?? Number(char);
    sum += value * 2 ** i;
  }
  return `${body}${(sum % 11) % 10}`;
};
