import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compileXsdFile, type XsdCheck } from '../xml/xsd-validator.ts';

/** The official schema versions the builder targets, one folder each under Filing:NctsSchemaFolder. */
export const NCTS_SCHEMA_VERSIONS = { 5: 'p5-v51.8.6', 6: 'p6-v60.4.16' } as const;

const compiled = new Map<string, XsdCheck>();

/**
 * CC015C's schema for a phase, compiled once per process (65 ms; validation of a 999-item message
 * takes a few ms after that). A missing file is a clear error naming the path.
 */
export const cc015cSchema = (folder: string, phase: 5 | 6): XsdCheck => {
  const path = join(folder, NCTS_SCHEMA_VERSIONS[phase], 'cc015c.xsd');
  let check = compiled.get(path);
  if (!check) {
    if (!existsSync(path))
      throw new Error(`The NCTS phase ${phase} schema is not at ${path} (Filing:NctsSchemaFolder)`);
    check = compileXsdFile(path);
    compiled.set(path, check);
  }
  return check;
};
