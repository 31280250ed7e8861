import type { CodeEntry, CodeListData, OfficeData, OfficeList } from './code-list-data.ts';

/**
 * The EU reference-data publication (CS/RD2) as JSON: `{ messageInformation: { snapshotDate },
 * lists: { <ListName>: { listName, listEntries: [{ state, activeFrom, <key>, description }] } } }`.
 * Every value is checked before anything is stored: a payload with one bad entry is refused whole.
 */
export class PayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayloadError';
  }
}

const MAX_CODE = 64;
const MAX_TEXT = 4000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Fields of an entry that are not its key. */
const NOT_KEY = new Set(['state', 'activeFrom', 'description', 'name', 'languageCode']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, where: string, max: number): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new PayloadError(`${where} is not text`);
  if (value.length > max) throw new PayloadError(`${where} is longer than ${max} characters`);
  return value;
};

const dateOf = (value: unknown, where: string): string | null => {
  const given = text(value, where, 32);
  if (given === null || given === '') return null;
  const day = given.slice(0, 10);
  if (!DATE.test(day)) throw new PayloadError(`${where} is not a date: ${given}`);
  return day;
};

const rootOf = (json: string): { snapshotDate: string | null; lists: Record<string, unknown> } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new PayloadError(`not JSON (truncated or damaged?): ${(error as Error).message}`);
  }
  if (!isObject(parsed) || !isObject(parsed.lists))
    throw new PayloadError('no "lists" object: not a reference-data publication');
  const info = isObject(parsed.messageInformation) ? parsed.messageInformation : {};
  return {
    snapshotDate: dateOf(info.snapshotDate, 'messageInformation.snapshotDate'),
    lists: parsed.lists,
  };
};

const entriesOf = (name: string, value: unknown): unknown[] => {
  if (!isObject(value) || !Array.isArray(value.listEntries))
    throw new PayloadError(`list ${name} has no listEntries array`);
  return value.listEntries;
};

/** The key of an entry: `code` where there is one, else its one field that is not metadata. */
const keyOf = (entry: Record<string, unknown>): unknown =>
  'code' in entry ? entry.code : Object.entries(entry).find(([field]) => !NOT_KEY.has(field))?.[1];

const codeEntry = (list: string, raw: unknown, index: number): CodeEntry => {
  const where = `${list}.listEntries[${index}]`;
  if (!isObject(raw)) throw new PayloadError(`${where} is not an object`);
  const code = keyOf(raw);
  if (typeof code !== 'string' || code === '' || code.length > MAX_CODE)
    throw new PayloadError(`${where} has no code (text of 1 to ${MAX_CODE} characters)`);
  return {
    code,
    description: text(raw.description ?? raw.name, `${where}.description`, MAX_TEXT),
    state: text(raw.state, `${where}.state`, 16) ?? 'valid',
    validFrom: dateOf(raw.activeFrom, `${where}.activeFrom`),
  };
};

/**
 * The code lists of a publication. `listId` gives a list's CL number from its name; a list it
 * does not know keeps its name. A list without entries or with an entry twice is refused.
 */
export const readCodeListPayload = (
  json: string,
  listId: (name: string) => string | undefined,
): { snapshotDate: string | null; lists: CodeListData[] } => {
  const root = rootOf(json);
  const lists: CodeListData[] = [];
  for (const [name, value] of Object.entries(root.lists)) {
    const raw = entriesOf(name, value);
    if (raw.length === 0) throw new PayloadError(`list ${name} has no entries`);
    const entries = raw.map((entry, index) => codeEntry(name, entry, index));
    const seen = new Set<string>();
    for (const entry of entries) {
      if (seen.has(entry.code)) throw new PayloadError(`list ${name} has ${entry.code} twice`);
      seen.add(entry.code);
    }
    lists.push({ list: listId(name) ?? name, name, entries });
  }
  if (lists.length === 0) throw new PayloadError('the publication holds no list');
  return { snapshotDate: root.snapshotDate, lists };
};

const OFFICE_ID = /^[A-Z]{2}[A-Z0-9]{6}$/;

/** The customs office list (COL): one entry per office and language, merged per office. */
export const readOfficePayload = (json: string): OfficeList => {
  const root = rootOf(json);
  const [name, value] = Object.entries(root.lists)[0] ?? [];
  if (!name) throw new PayloadError('the publication holds no customs office list');
  const offices = new Map<string, OfficeData>();
  entriesOf(name, value).forEach((raw, index) => {
    const where = `${name}.listEntries[${index}]`;
    if (!isObject(raw)) throw new PayloadError(`${where} is not an object`);
    const id = text(raw.id ?? raw.referenceNumber, `${where}.id`, 8);
    if (!id || !OFFICE_ID.test(id)) throw new PayloadError(`${where} has no office id (AA999999)`);
    const country =
      text(raw.countryId ?? raw.countryCode, `${where}.countryId`, 2) ?? id.slice(0, 2);
    const roles = Array.isArray(raw.roles)
      ? raw.roles.map((role, at) =>
          text(isObject(role) ? role.role : role, `${where}.roles[${at}]`, 8),
        )
      : [];
    const language = text(raw.languageCode, `${where}.languageCode`, 8) ?? 'EN';
    const officeName = text(raw.name ?? raw.customsOfficeUsualName, `${where}.name`, MAX_TEXT);
    const known = offices.get(id);
    offices.set(id, {
      id,
      country,
      names: { ...known?.names, ...(officeName ? { [language]: officeName } : {}) },
      roles: [...new Set([...(known?.roles ?? []), ...roles.filter((role) => role !== null)])],
      phone: known?.phone ?? text(raw.phoneNumber, `${where}.phoneNumber`, 64),
      state: text(raw.state, `${where}.state`, 16) ?? 'valid',
      validFrom: known?.validFrom ?? dateOf(raw.activeFrom, `${where}.activeFrom`),
    });
  });
  if (offices.size === 0) throw new PayloadError('the customs office list is empty');
  return { snapshotDate: root.snapshotDate, offices: [...offices.values()] };
};
