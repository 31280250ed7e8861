/** One field's value as UN/LOCODE gives it, or null when it is empty or not of its form. */

/** `4230N 00131E`: degrees and minutes, as UN/LOCODE writes coordinates. */
const DEGREES_MINUTES = /^(\d{2})(\d{2})([NS])\s+(\d{3})(\d{2})([EW])$/;

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

const inRange = (latitude: number, longitude: number): Coordinates | null =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export const parseDegreesMinutes = (text: string): Coordinates | null => {
  const match = DEGREES_MINUTES.exec(text.trim());
  if (!match) return null;
  const [, latDeg, latMin, ns, lonDeg, lonMin, ew] = match;
  const latitude = (Number(latDeg) + Number(latMin) / 60) * (ns === 'S' ? -1 : 1);
  const longitude = (Number(lonDeg) + Number(lonMin) / 60) * (ew === 'W' ? -1 : 1);
  return inRange(round(latitude), round(longitude));
};

/** Decimal degrees in two fields (the geoapify copy); `NaN` and values out of range are none. */
export const parseDecimal = (lat: string, lon: string): Coordinates | null =>
  lat.trim() === '' || lon.trim() === '' ? null : inRange(Number(lat), Number(lon));

/** Eight positions: 1 port, 2 rail, 3 road, 4 airport, 5 post, 6 ICD, 7 fixed transport, B border; 0 not known. */
export const parseFunctions = (text: string): string | null =>
  /^[01-][2-][3-][4-][5-][6-][7-][B-]$/.test(text.trim()) ? text.trim() : null;

/** Two letters (AA approved by a government agency, RL recognised location ...). */
export const parseStatus = (text: string): string | null =>
  /^[A-Z]{2}$/.test(text.trim()) ? text.trim() : null;

/** The ISO 3166-2 subdivision without its country: one to three letters or digits. */
export const parseSubdivision = (text: string): string | null =>
  /^[A-Z0-9]{1,3}$/i.test(text.trim()) ? text.trim().toUpperCase() : null;

export const parseIata = (text: string): string | null =>
  /^[A-Z0-9]{3}$/.test(text.trim()) ? text.trim() : null;

export const COUNTRY = /^[A-Z]{2}$/;
/** Letters and digits; the published pattern says 2-9, the list also uses 0 and 1 (`9B0`). */
export const LOCATION = /^[A-Z0-9]{3}$/;
