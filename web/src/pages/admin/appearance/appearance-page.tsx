import {
  Alert,
  Button,
  ColorInput,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  useAppearance,
  useSaveAppearance,
  type Appearance,
  type AppearanceChange,
} from '../../../api/masterdata-queries.ts';
import { ErrorBox, PageSkeleton } from '../../../components/query-state.tsx';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../i18n/languages.ts';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { useFormFaults } from '../masterdata/masterdata-faults.ts';
import { TitlePreview } from './title-preview.tsx';

const FIELDS = ['title_plain', 'title_html', 'main_color', 'default_language'] as const;
// The colours a Belgian office might start from; any #rrggbb can be typed.
const SWATCHES = ['#1d4ed8', '#0b7a3e', '#b91c1c', '#7c3aed', '#0f766e', '#c2410c', '#334155'];

const changeOf = (stored: Appearance): AppearanceChange => ({
  title_plain: stored.title_plain,
  title_html: stored.title_html,
  main_color: stored.main_color,
  default_language: stored.default_language,
});

function AppearanceForm({ stored }: { stored: Appearance }) {
  const t = useT();
  const { dateTime } = useFormats();
  const [form, setForm] = useState<AppearanceChange>(() => changeOf(stored));
  const [removed, setRemoved] = useState(false);
  const save = useSaveAppearance({
    onSuccess: (saved) => {
      setForm(changeOf(saved.appearance));
      setRemoved(saved.markup_removed);
      notifications.show({ color: 'green', message: t('appearance.saved') });
    },
  });
  const faults = useFormFaults(save.error, FIELDS);
  const set = (member: keyof AppearanceChange, value: string) => {
    setForm({ ...form, [member]: value });
    if (save.isError) save.reset();
  };
  const unchanged = FIELDS.every((member) => form[member] === changeOf(stored)[member]);
  return (
    <form
      aria-label={t('admin.page.Appearance')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setRemoved(false);
        save.mutate(form);
      }}
    >
      <Stack gap="md" maw={760}>
        <TextInput
          label={t('appearance.titlePlain')}
          description={t('appearance.titlePlainHint')}
          maxLength={100}
          value={form.title_plain}
          error={faults.byField.title_plain}
          onChange={(event) => set('title_plain', event.currentTarget.value)}
        />
        <Textarea
          label={t('appearance.titleHtml')}
          description={t('appearance.titleHtmlHint')}
          autosize
          minRows={2}
          maxLength={1000}
          styles={{ input: { fontFamily: 'monospace' } }}
          value={form.title_html}
          error={faults.byField.title_html}
          onChange={(event) => set('title_html', event.currentTarget.value)}
        />
        <Group align="flex-start" grow>
          <ColorInput
            label={t('appearance.mainColor')}
            description={t('appearance.mainColorHint')}
            format="hex"
            swatches={SWATCHES}
            value={form.main_color}
            error={faults.byField.main_color}
            onChange={(value) => set('main_color', value)}
          />
          <Select
            label={t('appearance.defaultLanguage')}
            description={t('appearance.defaultLanguageHint')}
            allowDeselect={false}
            data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            value={form.default_language}
            error={faults.byField.default_language}
            onChange={(value) => set('default_language', value ?? 'nl')}
          />
        </Group>
        <TitlePreview
          titlePlain={form.title_plain}
          titleHtml={form.title_html}
          mainColor={form.main_color}
        />
        {removed && (
          <Alert color="yellow" role="status">
            <Text size="sm">{t('appearance.markupRemoved')}</Text>
          </Alert>
        )}
        {faults.elsewhere.length > 0 && <ErrorBox error={save.error} />}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {stored.updated_at && stored.updated_by
              ? t('appearance.lastChanged', {
                  time: dateTime(stored.updated_at),
                  name: stored.updated_by,
                })
              : t('appearance.never')}
          </Text>
          <Button type="submit" loading={save.isPending} disabled={unchanged}>
            {t('appearance.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AppearanceSettings() {
  const t = useT();
  const appearance = useAppearance();
  if (appearance.isPending) return <PageSkeleton />;
  if (appearance.isError)
    return <ErrorBox error={appearance.error} onRetry={() => void appearance.refetch()} />;
  return (
    <>
      <Text size="sm" maw={860}>
        {t('appearance.intro')}
      </Text>
      <AppearanceForm stored={appearance.data} />
    </>
  );
}

/** `/Admin/Appearance` (RequiresSuperUserOrAdmin): the title, colour and default language of the app. */
export default function AppearancePage() {
  return (
    <AdminGate title="admin.page.Appearance" policy="superUserOrAdmin">
      <AppearanceSettings />
    </AdminGate>
  );
}
