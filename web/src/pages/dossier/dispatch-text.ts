import type { MessageId } from '../../i18n/messages/index.ts';

type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * The automatic dispatch as the dossier keeps it (`not requested`, `requested`, `dispatched` or
 * `refused: <reason>`, docs/web-api.md) in the page's language. The server words a refusal in
 * English for partners (src/filing/file-dossier.ts); the page knows each kind of refusal by how
 * it starts and says it in its own words, naming the settings and the environment it gives.
 */
export const dispatchText = (value: string, t: Say): string => {
  if (value === 'requested') return t('dossier.dispatch.requested');
  if (value === 'dispatched') return t('dossier.dispatch.dispatched');
  if (!value.startsWith('refused: ')) return '';
  const reason = value.slice('refused: '.length);
  const configured = /^filing is not configured(?:: (.+))?$/.exec(reason);
  if (configured)
    return t('dossier.dispatch.notConfigured', {
      settings: (configured[1] ?? '').replace(/ \((.+?) does not exist\)/g, ''),
    });
  const environment = /^no ServiceBus:Descartes:(\S+) block is configured$/.exec(reason);
  if (environment) return t('dossier.dispatch.noEnvironment', { environment: environment[1]! });
  if (reason.startsWith('the declaration is not complete')) return t('dossier.dispatch.incomplete');
  if (reason.startsWith('the SMF envelope is not valid')) return t('dossier.dispatch.envelope');
  return t('dossier.dispatch.refused', { reason });
};
