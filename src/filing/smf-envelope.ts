import { escapeXml } from '../xml/index.ts';
import { compileXsdFile, type XsdCheck } from '../xsd/index.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SettingsError } from '../settings/index.ts';

export const SMF_NAMESPACE = 'urn:customs-declaration-service:smf:v1';
export const SMF_SCHEMA_FILE = 'smf-envelope.xsd';

export interface EnvelopeFields {
  readonly messageId: string;
  readonly messageType: string;
  readonly senderGln: string;
  readonly environment: string;
  readonly created: Date;
}

/** The message inside the SMF envelope (schemas/smf/smf-envelope.xsd), its own XML declaration dropped. */
export const wrapInEnvelope = (fields: EnvelopeFields, message: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<smf:Envelope xmlns:smf="${SMF_NAMESPACE}">`,
    `  <messageIdentification>${escapeXml(fields.messageId)}</messageIdentification>`,
    `  <messageType>${escapeXml(fields.messageType)}</messageType>`,
    `  <senderGLN>${escapeXml(fields.senderGln)}</senderGLN>`,
    `  <environment>${escapeXml(fields.environment)}</environment>`,
    `  <created>${fields.created.toISOString().slice(0, 19)}Z</created>`,
    '  <payload>',
    message.replace(/^<\?xml[^>]*\?>\s*/, '').trimEnd(),
    '  </payload>',
    '</smf:Envelope>',
    '',
  ].join('\n');

/**
 * The envelope schema when Descartes:Smf:ValidateXsd is on, compiled at start; a missing folder
 * or file stops the start with one line naming the setting.
 */
export const envelopeSchema = (validate: boolean, folder: string): XsdCheck | undefined => {
  if (!validate) return undefined;
  const path = join(folder, SMF_SCHEMA_FILE);
  if (!existsSync(path))
    throw new SettingsError(
      `Descartes:Smf:ValidateXsd is on but ${path} does not exist (Descartes:Smf:XsdFolder)`,
    );
  return compileXsdFile(path);
};
