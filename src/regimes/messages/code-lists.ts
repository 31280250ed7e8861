import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

/** Code lists (CLnnn) and customs offices with their roles, as the builders check them. */
export interface ReferenceCodes {
  /** Undefined when the list is not loaded: the value cannot be checked. */
  has(list: string, code: string): boolean | undefined;
  /** Roles of a customs office (DEP, DES, TRA, EXP, EXT, ...); undefined for an unknown office. */
  officeRoles(office: string): ReadonlySet<string> | undefined;
}

const rowsOf = (file: string): string[][] =>
  parse(readFileSync(file), { bom: true, relaxColumnCount: true, skipEmptyLines: true });

/**
 * The EU lists as published in CSV, one file per list (`CL017_KindOfPackages.csv`: code first,
 * `RDEntryStatus_state` valid or not), and the customs office list (`id`, `roles` as `DEP;DES`).
 * Only entries in state valid count.
 */
export const loadReferenceCodes = (codeListFolder: string, officesFile: string): ReferenceCodes => {
  const lists = new Map<string, Set<string>>();
  for (const file of readdirSync(codeListFolder)) {
    const list = /^(CL\d{3})_.*\.csv$/.exec(file)?.[1];
    if (!list) continue;
    const [header = [], ...rows] = rowsOf(join(codeListFolder, file));
    const state = header.indexOf('RDEntryStatus_state');
    lists.set(
      list,
      new Set(rows.filter((row) => state < 0 || row[state] === 'valid').map((row) => row[0]!)),
    );
  }
  const offices = new Map<string, Set<string>>();
  const [header = [], ...rows] = rowsOf(officesFile);
  const id = header.indexOf('id');
  const roles = header.indexOf('roles');
  const state = header.indexOf('state');
  if (id < 0 || roles < 0) throw new Error(`${officesFile} has no id and roles columns`);
  for (const row of rows) {
    if (state >= 0 && row[state] !== 'valid') continue;
    const known = offices.get(row[id]!) ?? new Set<string>();
    for (const role of (row[roles] ?? '').split(';')) if (role) known.add(role.trim());
    offices.set(row[id]!, known);
  }
  return {
    has: (list, code) => lists.get(list)?.has(code),
    officeRoles: (office) => offices.get(office),
  };
};
