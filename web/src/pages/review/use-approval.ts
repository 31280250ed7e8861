import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useApproveDossier } from '../../api/review-queries.ts';
import type { Regime } from '../../api/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { declarePath } from '../declare/declare-route.ts';

/**
 * Approval from the review: the draft saved first (nothing approved that is not stored), then
 * Review -> Approved; while errors stand, only with the reason the dialog asks for.
 */
export function useApproval(
  dossierId: string,
  regime: Regime,
  save: () => Promise<number | undefined>,
) {
  const t = useT();
  const navigate = useNavigate();
  const approve = useApproveDossier(dossierId);
  const [asking, setAsking] = useState(false);
  const approveNow = async (overrideReason?: string) => {
    const revision = await save();
    if (revision === undefined) return;
    try {
      await approve.mutateAsync({ revision, ...(overrideReason ? { overrideReason } : {}) });
      notifications.show({ color: 'teal', message: t('review.approvedText') });
      // The next step: the declaration fields, what filing still needs, and File.
      void navigate(declarePath(dossierId, regime));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'findings-stand') setAsking(true);
      else
        notifications.show({
          color: 'red',
          message: error instanceof Error ? error.message : String(error),
        });
    }
  };
  return {
    asking,
    busy: approve.isPending,
    /** Approve now, or ask for a reason first when errors stand. */
    start: (errors: number | undefined) => (errors ? setAsking(true) : void approveNow()),
    withReason: (reason: string) => {
      setAsking(false);
      void approveNow(reason);
    },
    cancel: () => setAsking(false),
  };
}
