import {
  Alert,
  Button,
  Grid,
  Group,
  Input,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { ApiError, placeProblems } from '../../api/api-error.ts';
import { problemWording } from '../../components/query-state.tsx';
import {
  hintMessage,
  messagesByField,
  problemMessage,
  useFaultWords,
  type FaultWords,
} from '../../api/field-faults.ts';
import { identifierFaults, normaliseIdentifier } from '../../api/identifier-faults.ts';
import { REGIMES, type CreatedDossier, type Regime } from '../../api/types.ts';
import { useLanguage } from '../../i18n/language-context.ts';
import { LOCALES } from '../../i18n/languages.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { CountryName } from '../clients/country-name.tsx';
import { normaliseOnBlur } from '../clients/normalise-on-blur.ts';
import { useCreateDossier } from '../../api/upload-queries.ts';
import { memberHint, newDossierFieldFaults } from '../../api/validators.ts';
import { checkClient, CLIENT_LABELS } from '../../components/client-fields.ts';
import { upperCaseOnChange } from '../../components/upper-case-input.ts';
import {
  checkFile,
  FILE_SLOTS,
  MAX_FILE_BYTES,
  type FileSlotName,
  type FileWords,
} from './file-checks.ts';
import { ClientPicker } from './client-picker.tsx';
import { FileSlot } from './file-slot.tsx';

export const NEW_CLIENT_FIELDS = [
  'code',
  'name',
  'identification_number',
  'street_and_number',
  'postcode',
  'city',
  'country',
] as const;
type NewClientField = (typeof NEW_CLIENT_FIELDS)[number];

export interface NewDossierValues {
  regime: Regime;
  clientMode: 'existing' | 'new';
  clientCode: string;
  newClient: Record<NewClientField, string>;
  ucr: string;
  containerNumber: string;
  invoice: File | null;
  packingList: File | null;
  spreadsheet: File | null;
}

/** The form fields a server refusal can name (its errors[].path, docs/web-api.md). */
const FORM_FIELDS = [
  'regime',
  'clientCode',
  ...NEW_CLIENT_FIELDS.map((field) => `newClient.${field}`),
  'ucr',
  'containerNumber',
  ...FILE_SLOTS,
];

/** The inputs whose text is kept in capitals as it is typed. */
const UPPER_CASE = new Set(['newClient.country']);

/** The identifiers normalised when the person leaves them, as customs keeps them. */
const IDENTIFIERS = new Set(['newClient.identification_number', 'containerNumber']);

/** A container number as customs keeps it: no spaces or hyphens, capitals. */
const containerOf = (text: string) => normaliseIdentifier(text);

/** The text parts as the server's multipart schema reads them: only those given. */
const textParts = (values: NewDossierValues) => ({
  regime: values.regime,
  ...(values.ucr.trim() ? { ucr: values.ucr.trim() } : {}),
  ...(values.containerNumber.trim()
    ? { containerNumber: containerOf(values.containerNumber) }
    : {}),
});

/** The server's schemas on the parts and the new client, then what only the form can tell. */
export const validateNewDossier = (
  values: NewDossierValues,
  words: FaultWords & FileWords,
): Record<string, string> => {
  const parts = textParts(values);
  const errors = messagesByField(
    [
      ...identifierFaults('container-number', 'containerNumber', values.containerNumber),
      ...newDossierFieldFaults(parts),
      ...(values.clientMode === 'new'
        ? checkClient(values.newClient, NEW_CLIENT_FIELDS, '/newClient').faults
        : []),
    ],
    words,
  );
  if (values.clientMode === 'existing' && !values.clientCode)
    errors.clientCode = words.t('newDossier.chooseClient');
  for (const slot of FILE_SLOTS) {
    const file = values[slot];
    const fault = file && checkFile(slot, file, words);
    if (fault) errors[slot] = fault;
  }
  if (!FILE_SLOTS.some((slot) => values[slot])) errors.files = words.t('newDossier.addFile');
  return errors;
};

/** The multipart body of POST /api/dossiers: only the parts that were given. */
export const dossierBody = (values: NewDossierValues): FormData => {
  const body = new FormData();
  for (const [name, value] of Object.entries(textParts(values))) body.set(name, value);
  if (values.clientMode === 'existing') {
    body.set('clientCode', values.clientCode);
  } else {
    body.set('newClient', JSON.stringify(checkClient(values.newClient, NEW_CLIENT_FIELDS).item));
  }
  for (const slot of FILE_SLOTS) {
    const file = values[slot];
    if (file) body.set(slot, file, file.name);
  }
  return body;
};

const initialValues = (): NewDossierValues => ({
  regime: 'IM',
  clientMode: 'existing',
  clientCode: '',
  newClient: Object.fromEntries(
    NEW_CLIENT_FIELDS.map((field) => [field, '']),
  ) as NewDossierValues['newClient'],
  ucr: '',
  containerNumber: '',
  invoice: null,
  packingList: null,
  spreadsheet: null,
});

/**
 * A manual dossier: regime, client (chosen or new), references and up to three documents; sent in
 * one multipart request with its progress shown; the server's refusals appear at the fields. The
 * inputs keep their own values (an uncontrolled form): typing does not draw the form again.
 */
export function NewDossierForm({ onCreated }: { onCreated: (created: CreatedDossier) => void }) {
  const t = useT();
  const formats = useFormats();
  const faultWords = useFaultWords();
  const words = { ...faultWords, bytes: formats.bytes };
  const { language } = useLanguage();
  const form = useForm<NewDossierValues>({
    mode: 'uncontrolled',
    initialValues: initialValues(),
    validate: (values) => validateNewDossier(values, words),
    enhanceGetInputProps: ({ field, inputProps }) =>
      IDENTIFIERS.has(field)
        ? { ...normaliseOnBlur(inputProps), ...upperCaseOnChange(inputProps) }
        : UPPER_CASE.has(field)
          ? upperCaseOnChange(inputProps)
          : undefined,
  });
  // A fault shown in one language is said again in the next one chosen.
  const wordedIn = useRef(language);
  useEffect(() => {
    if (wordedIn.current === language) return;
    wordedIn.current = language;
    for (const field of Object.keys(form.errors)) void form.validateField(field);
  }, [language, form]);
  const clientMode = form.useWatchValue('clientMode');
  const country = form.useWatchValue('newClient.country');
  const [refusal, setRefusal] = useState<{ title: string; lines: string[] } | null>(null);

  const refused = (error: Error) => {
    if (!(error instanceof ApiError)) {
      setRefusal({ title: t('newDossier.notSent'), lines: [String(error)] });
      return;
    }
    const { byField, elsewhere } = placeProblems(error, FORM_FIELDS, (problem) =>
      problemMessage(problem, faultWords),
    );
    // A refusal without a list still names its field through its type.
    if (error.code === 'ucr-taken') byField.ucr ??= error.detail ?? error.title;
    if (error.code === 'client-code-taken')
      byField['newClient.code'] ??= error.detail ?? error.title;
    if (error.code === 'file-too-large' && Object.keys(byField).length === 0) {
      const slot = FILE_SLOTS.find((name) => error.detail?.includes(name));
      if (slot) byField[slot] = error.detail ?? error.title;
    }
    form.setErrors(byField);
    const placed = Object.keys(byField).length > 0;
    // No connection or a proxy's bare status: the catalogue's words, never the HTTP ones.
    const worded = problemWording(error, t);
    setRefusal({
      title: worded.title,
      lines: [...(placed ? [] : [worded.detail ?? '']), ...elsewhere].filter(Boolean),
    });
  };
  const create = useCreateDossier({ onSuccess: onCreated, onError: refused });
  const progress = create.progress;
  const sending = progress !== null;

  const onSubmit = form.onSubmit((values) => {
    setRefusal(null);
    create.mutate(dossierBody(values));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('newDossier.form')}>
      <Stack gap="md">
        {refusal && (
          <Alert color="red" title={refusal.title} role="alert">
            {refusal.lines.map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
            {refusal.lines.length === 0 && <Text size="sm">{t('newDossier.seeFields')}</Text>}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Input.Wrapper
                label={t('newDossier.regime')}
                withAsterisk
                error={form.errors.regime}
                labelElement="div"
              >
                <SegmentedControl
                  key={form.key('regime')}
                  fullWidth
                  aria-label={t('newDossier.regime')}
                  disabled={sending}
                  data={REGIMES.map((regime) => ({
                    value: regime,
                    label: t(`newDossier.regime.${regime}`),
                  }))}
                  {...form.getInputProps('regime')}
                />
              </Input.Wrapper>
              <Paper withBorder p="sm">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={3} size="h6">
                      {t('newDossier.client')}
                    </Title>
                    <SegmentedControl
                      key={form.key('clientMode')}
                      size="sm"
                      aria-label={t('newDossier.clientMode')}
                      disabled={sending}
                      data={[
                        { value: 'existing', label: t('newDossier.existingClient') },
                        { value: 'new', label: t('newDossier.newClient') },
                      ]}
                      {...form.getInputProps('clientMode')}
                    />
                  </Group>
                  {clientMode === 'existing' ? (
                    <ClientPicker
                      key={form.key('clientCode')}
                      disabled={sending}
                      {...form.getInputProps('clientCode')}
                    />
                  ) : (
                    <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
                      {NEW_CLIENT_FIELDS.map((field) => (
                        <TextInput
                          key={form.key(`newClient.${field}`)}
                          label={t(CLIENT_LABELS[field])}
                          withAsterisk={field === 'code' || field === 'name'}
                          disabled={sending}
                          placeholder={hintMessage(memberHint('ClientItem', field), faultWords)}
                          {...form.getInputProps(`newClient.${field}`)}
                          description={
                            field === 'country' ? <CountryName code={country} /> : undefined
                          }
                          inputWrapperOrder={['label', 'input', 'description', 'error']}
                        />
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              </Paper>
              <SimpleGrid cols={2} spacing="sm">
                <TextInput
                  key={form.key('ucr')}
                  label={t('newDossier.ucr')}
                  description={t('newDossier.ucrHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  disabled={sending}
                  {...form.getInputProps('ucr')}
                />
                <TextInput
                  key={form.key('containerNumber')}
                  label={t('newDossier.container')}
                  description={t('newDossier.containerHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  disabled={sending}
                  {...form.getInputProps('containerNumber')}
                />
              </SimpleGrid>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Title order={3} size="h6">
                {t('newDossier.documents')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('newDossier.documentsHint', { size: formats.bytes(MAX_FILE_BYTES) })}
              </Text>
              {FILE_SLOTS.map((slot: FileSlotName) => (
                <FileSlot
                  key={form.key(slot)}
                  slot={slot}
                  disabled={sending}
                  {...form.getInputProps(slot)}
                  onChange={(file) => {
                    form.setFieldValue(slot, file, { forceUpdate: false });
                    // A new file is judged at once, not only at submit.
                    form.setFieldError(slot, file ? checkFile(slot, file, words) : null);
                    if (file) form.clearFieldError('files');
                  }}
                />
              ))}
              {form.errors.files && (
                <Text size="sm" c="red" role="alert">
                  {form.errors.files}
                </Text>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
        {sending && (
          <Stack gap={4}>
            <Progress
              value={Math.round((progress ?? 0) * 100)}
              animated
              aria-label={t('newDossier.progress')}
            />
            <Text size="xs" c="dimmed">
              {progress !== null && progress < 1
                ? t('newDossier.uploading', {
                    percent: new Intl.NumberFormat(LOCALES[language], { style: 'percent' }).format(
                      progress,
                    ),
                  })
                : t('newDossier.creating')}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending} size="md">
            {t('newDossier.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
