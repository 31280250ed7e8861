import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { extensionOf } from '../dossiers/index.ts';
import { attachmentTypes } from './attachment-types.ts';

export interface DecodedAttachment {
  readonly kind: 'invoice' | 'packing_list' | 'other';
  readonly fileName: string | null;
  readonly contentType: string;
  readonly bytes: Buffer;
  readonly sha256: string;
}

export interface StoredAttachment extends DecodedAttachment {
  /** Relative to Storage:UploadFolder. */
  readonly storagePath: string;
}

/**
 * Splits the attachments off the declaration: the files go to document slots, not into its JSON.
 * Each file's type is read from its content (attachment-types.ts); a file of another kind than
 * accepted, or than declared, refuses the declaration before anything is written.
 */
export const takeAttachments = async (
  declaration: CanonicalDeclaration,
): Promise<{ declaration: CanonicalDeclaration; attachments: DecodedAttachment[] }> => {
  const { attachments = [], ...rest } = declaration;
  const files = attachments.map((attachment) => ({
    attachment,
    bytes: Buffer.from((attachment.data ?? '').replace(/\s+/g, ''), 'base64'),
    declaredType: (attachment.content_type ?? '').toLowerCase(),
  }));
  const types = await attachmentTypes(files);
  const decoded = files.map(({ attachment, bytes }, index): DecodedAttachment => ({
    kind: attachment.kind ?? 'invoice',
    fileName: attachment.file_name ?? null,
    contentType: types[index]!,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }));
  return { declaration: rest, attachments: decoded };
};

/**
 * Each file under `<upload folder>/<dossier>/` with a generated name, so a sender's file name can
 * never reach outside the folder; written to a temporary name and renamed, so no half file is seen.
 */
export const storeAttachments = async (
  uploadFolder: string,
  dossierId: string,
  attachments: readonly DecodedAttachment[],
): Promise<StoredAttachment[]> => {
  if (attachments.length === 0) return [];
  const folder = join(uploadFolder, dossierId);
  // Partners' documents are confidential: readable by the service's own user only.
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const stored: StoredAttachment[] = [];
  for (const attachment of attachments) {
    const name = `${randomUUID()}${extensionOf(attachment.contentType)}`;
    const temporary = join(folder, `.${name}.partial`);
    await writeFile(temporary, attachment.bytes, { flag: 'wx', mode: 0o600 });
    await rename(temporary, join(folder, name));
    stored.push({ ...attachment, storagePath: `${dossierId}/${name}` });
  }
  return stored;
};

/** Undo for a transaction that did not commit: its dossier folder goes too. */
export const removeDossierFolder = (uploadFolder: string, dossierId: string): Promise<void> =>
  rm(join(uploadFolder, dossierId), { recursive: true, force: true });
