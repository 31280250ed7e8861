import { Alert, List, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { problemMessage, useFaultWords } from '../../api/field-faults.ts';
import type { DossierDetail } from '../../api/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { findingPlace } from './finding-place.ts';

/**
 * What customs would refuse in a partner's declaration as it arrived (decision 0029): each at
 * its field, in the page's language, with the filing rule that refuses it until it is corrected.
 */
export function FindingsAlert({ findings }: { findings: DossierDetail['findings'] }) {
  const t = useT();
  const intl = useIntl();
  const words = useFaultWords();
  if (findings.length === 0) return null;
  const has = (id: string) => id in intl.messages;
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('findings.title', { count: findings.length })}
      aria-label={t('findings.title', { count: findings.length })}
    >
      <Text size="sm" mb={6}>
        {t('findings.intro')}
      </Text>
      <List size="sm" spacing={2}>
        {findings.map((finding) => (
          <List.Item key={`${finding.code}:${finding.path}`}>
            <Text span fw={600} size="sm">
              {findingPlace(finding.path, t, has)}
            </Text>
            {': '}
            {problemMessage(
              {
                path: finding.path,
                message: finding.message,
                ...(finding.params ? { keyword: 'identifier', params: finding.params } : {}),
              },
              words,
            )}{' '}
            <Text span c="dimmed" size="xs" title={t('findings.rule', { rule: finding.code })}>
              ({finding.code})
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
