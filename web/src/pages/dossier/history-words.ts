import type { MessageId } from '../../i18n/messages/index.ts';

type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** Who did it: a person or partner by name; the service itself in the page's language. */
export const actorText = (actor: string, t: Say): string =>
  actor === 'system' ? t('dossier.history.system') : actor;

/**
 * Why a dossier moved, as the history keeps it: what a person typed is shown as typed; the
 * service's own reasons for a failed extraction (src/extraction/job: out of time, stopped,
 * nothing readable) are known by how they start and said in the page's language, naming the
 * files. Why each document could not be read is the extraction's to show, document by document.
 */
export const reasonText = (reason: string, t: Say): string => {
  const timedOut = /^The extraction ran out of time: an attempt may take (\d+) s/.exec(reason);
  if (timedOut) return t('dossier.reason.timedOut', { seconds: Number(timedOut[1]) });
  if (reason.startsWith('The extraction stopped without finishing'))
    return t('dossier.reason.stopped');
  const unreadable = /^No document could be read: (.+)$/s.exec(reason);
  if (unreadable) {
    const files = unreadable[1]!
      .split('; ')
      .map((part) => part.split(': ')[0]!)
      .filter(Boolean);
    return t('dossier.reason.unreadable', { files: files.join(', ') });
  }
  return reason;
};
