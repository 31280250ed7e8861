import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { checkClientItem, createClientByHand, findClientByCode } from '../clients/index.ts';
import type { Db } from '../db/index.ts';
import { createManualDossier, type ManualDocument } from '../dossiers/index.ts';
import { DomainError, type Complaint } from '../errors/index.ts';
import type { NewDossierFields } from './new-dossier-fields.ts';
import type { ReceivedUpload } from './read-upload.ts';
import { checkSlotFile, SLOTS } from './upload-slots.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-excel': '.xls',
  'text/csv': '.csv',
};

const brusselsToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);

/**
 * /NewDossier: the files checked by content, the client picked (a customs client) or created,
 * then in one transaction the dossier in Queued, its documents, the client, the extraction job,
 * and the files moved from the incoming folder to the dossier's. Anything refused or failed leaves nothing behind.
 */
export const createDossierFromUpload = async (
  deps: {
    readonly db: Db;
    readonly uploadFolder: string;
    readonly queueExtraction: (tx: Db, dossierId: string) => Promise<unknown>;
  },
  upload: ReceivedUpload,
  fields: NewDossierFields,
  user: string,
): Promise<{ uuid: string; ucr: string; status: 'Queued' }> => {
  if (upload.files.length === 0)
    throw new DomainError('invalid', 'validation', 'A new dossier needs at least one document', [
      { path: '/invoice', message: 'upload an invoice, a packing list or a spreadsheet' },
    ]);
  const checked = await Promise.all(
    upload.files.map((file) => checkSlotFile(file.slot, file.head, file.tail, file.fileName)),
  );
  // In the order the files came, whichever check finished first.
  const complaints: Complaint[] = checked.flatMap((result, index) =>
    'refused' in result ? [{ path: `/${upload.files[index]!.slot}`, message: result.refused }] : [],
  );
  const typed = upload.files.map((file, index) => {
    const result = checked[index]!;
    return { file, contentType: 'contentType' in result ? result.contentType : '' };
  });
  const newClient =
    fields.newClient === undefined ? undefined : checkClientItemOr(fields.newClient, complaints);
  if (complaints.length > 0)
    throw new DomainError(
      'invalid',
      'validation',
      'The upload cannot make a dossier; see errors',
      complaints,
    );

  const id = randomUUID();
  const folder = join(deps.uploadFolder, id);
  try {
    return await deps.db.transaction(async (tx) => {
      const client = newClient
        ? await createClientByHand(tx, newClient, user)
        : await findClientByCode(tx, fields.clientCode!);
      if (!client?.isCustomsClient)
        throw new DomainError('invalid', 'validation', 'The client is not a customs client', [
          {
            path: '/clientCode',
            message: client
              ? `${client.code} is a masterdata client; promote it at /ClientsAll first`
              : `no client has code ${fields.clientCode}`,
          },
        ]);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const documents: ManualDocument[] = [];
      for (const { file, contentType } of typed) {
        const name = `${randomUUID()}${EXTENSIONS[contentType] ?? '.bin'}`;
        await rename(file.path, join(folder, name));
        documents.push({
          kind: SLOTS[file.slot].kind,
          fileName: file.fileName,
          contentType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          storagePath: `${id}/${name}`,
        });
      }
      const now = new Date();
      const created = await createManualDossier(tx, {
        id,
        regime: fields.regime,
        ucr: fields.ucr,
        containerNumber: fields.containerNumber,
        clientId: client.id,
        clientCode: client.code,
        client,
        createdBy: user,
        documents,
        now,
        today: brusselsToday(now),
      });
      await deps.queueExtraction(tx, created.id);
      return { uuid: created.id, ucr: created.ucr, status: 'Queued' as const };
    });
  } catch (error) {
    // The transaction did not commit: the files it moved go with it.
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
};

const checkClientItemOr = (value: unknown, complaints: Complaint[]) => {
  try {
    return checkClientItem(value, '/newClient');
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    complaints.push(...error.complaints);
    return undefined;
  }
};
