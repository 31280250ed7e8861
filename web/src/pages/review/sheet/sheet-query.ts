import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { dataOf } from '../../../api/client.ts';
import type { paths } from '../../../api/schema.ts';

type SheetRoute = paths['/api/declarations/{uuid}/documents/{document}/sheet']['get'];
export type DocumentSheets = SheetRoute['responses'][200]['content']['application/json'];
export type DocumentSheet = DocumentSheets['sheets'][number];

/**
 * The sheet view's own query keys. Under `documents`, not `dossiers`: a document's bytes never
 * change, so a save that refreshes the dossier must not read its workbook again.
 */
export const sheetQueryKeys = {
  sheet: (dossierId: string, documentId: string) =>
    ['documents', 'sheet', dossierId, documentId] as const,
};

/** A spreadsheet document's sheets (GET .../documents/{document}/sheet), asked for once. */
export function useDocumentSheets(dossierId: string, documentId: string) {
  const api = useApi();
  return useQuery({
    queryKey: sheetQueryKeys.sheet(dossierId, documentId),
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/declarations/{uuid}/documents/{document}/sheet', {
          params: { path: { uuid: dossierId, document: documentId } },
          signal,
        }),
      ),
    staleTime: Infinity,
  });
}
