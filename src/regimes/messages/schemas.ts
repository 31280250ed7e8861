import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileXsdFile, type XsdCheck } from '../../xsd/index.ts';

/** The official schema versions the builder targets, one folder each under Filing:NctsSchemaFolder. */
export const NCTS_SCHEMA_VERSIONS = { 5: 'p5-v51.8.6', 6: 'p6-v60.4.16' } as const;

/** Our own schemas for the messages without a public one (CC515C, IE415B), shipped in schemas/. */
const OWN_SCHEMAS = fileURLToPath(new URL('../../../schemas/declarations', import.meta.url));

const compiled = new Map<string, XsdCheck>();

/** A schema compiled once per process (65 ms for CC015C); a missing file is an error naming it. */
const schemaAt = (path: string, what: string): XsdCheck => {
  let check = compiled.get(path);
  if (!check) {
    if (!existsSync(path)) throw new Error(`${what} is not at ${path}`);
    check = compileXsdFile(path);
    compiled.set(path, check);
  }
  return check;
};

export const cc015cSchema = (folder: string, phase: 5 | 6): XsdCheck =>
  schemaAt(
    join(folder, NCTS_SCHEMA_VERSIONS[phase], 'cc015c.xsd'),
    `The NCTS phase ${phase} schema (Filing:NctsSchemaFolder)`,
  );

/** Where a national message's schema is and what its root element's namespace is. */
export interface NationalSchema {
  /** The root XSD; empty for the service's own in schemas/declarations. */
  readonly file: string;
  readonly namespace: string;
}

/** The operator's official schema where one is configured, else our own. */
export const nationalSchema = (message: 'cc515c' | 'ie415b', configured: NationalSchema) =>
  configured.file
    ? schemaAt(
        configured.file,
        `The ${message.toUpperCase()} schema (Filing:${message === 'cc515c' ? 'Cc515c' : 'Ie415b'}Schema)`,
      )
    : schemaAt(join(OWN_SCHEMAS, `${message}.xsd`), `Our ${message.toUpperCase()} schema`);

/** What the schema is called in a problem a declarant reads. */
export const nationalSchemaName = (message: 'cc515c' | 'ie415b', configured: NationalSchema) =>
  configured.file
    ? `the national ${message.toUpperCase()} schema`
    : `schemas/declarations/${message}.xsd`;
