import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTitlePreview } from '../../../api/masterdata-queries.ts';
import { useT } from '../../../i18n/use-t.ts';
import { isHexColor } from '../../../app/theme.ts';

/**
 * The header as it will look: the title with markup as the server cleans it (never the typed
 * markup), or the plain title, beside a main action in the chosen colour.
 */
export function TitlePreview({
  titlePlain,
  titleHtml,
  mainColor,
}: {
  titlePlain: string;
  titleHtml: string;
  mainColor: string;
}) {
  const t = useT();
  const [typed] = useDebouncedValue(titleHtml.trim(), 300);
  const preview = useTitlePreview(typed);
  const cleaned = typed === '' ? '' : (preview.data?.title_html ?? '');
  const colour = isHexColor(mainColor) ? mainColor : '#1d4ed8';
  return (
    <section aria-label={t('appearance.preview')}>
      <Title order={3} size="h5" mb={6}>
        {t('appearance.preview')}
      </Title>
      <Paper withBorder p="sm" maw={760} data-testid="appearance-preview">
        <Group justify="space-between" wrap="nowrap">
          {cleaned ? (
            <Text
              fw={700}
              size="lg"
              component="span"
              dangerouslySetInnerHTML={{ __html: cleaned }}
            />
          ) : (
            <Text fw={700} size="lg" component="span">
              {titlePlain.trim() || t('shell.appName')}
            </Text>
          )}
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" variant="light" color={colour}>
              {t('shell.nav.dossiers')}
            </Button>
            <Button size="sm" color={colour}>
              {t('appearance.previewButton')}
            </Button>
          </Group>
        </Group>
      </Paper>
      {typed !== '' && preview.data?.markup_removed && (
        <Alert color="yellow" mt="xs" maw={760} role="status">
          <Text size="sm">{t('appearance.previewRemoved')}</Text>
        </Alert>
      )}
    </section>
  );
}
