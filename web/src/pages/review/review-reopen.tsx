import { notifications } from '@mantine/notifications';
import { useReopenDossier } from '../../api/declare-queries.ts';
import { useT } from '../../i18n/use-t.ts';
import { ReopenButton } from '../declare/reopen-button.tsx';

/** Approved and Ready dossiers go back to Review from here too: the Declare page's links land here. */
export const REOPENABLE: ReadonlySet<string> = new Set(['Approved', 'Ready']);

/**
 * A problem the Declare page links to is corrected here, so the review page offers the way back
 * to Review itself; the page turns editable once the dossier is reloaded in Review.
 */
export function ReviewReopen({ dossierId }: { dossierId: string }) {
  const t = useT();
  const reopen = useReopenDossier(dossierId);
  return (
    <ReopenButton
      busy={reopen.isPending}
      onReopen={(reason) =>
        void reopen.mutateAsync({ reason }).then(
          () => notifications.show({ color: 'teal', message: t('declare.reopened') }),
          (error: unknown) =>
            notifications.show({
              color: 'red',
              message: error instanceof Error ? error.message : String(error),
            }),
        )
      }
    />
  );
}
