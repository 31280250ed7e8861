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
import { useState } from 'react';
import { ApiError, placeProblems } from '../../app/api-error.ts';
import { REGIMES, type Regime } from '../../app/api-types.ts';
import { CLIENT_LABELS, checkClientField, toApiValue } from '../../components/client-fields.ts';
import { checkFile, FILE_SLOTS, type FileSlotName } from './file-checks.ts';
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

export interface CreatedDossier {
  uuid: string;
  ucr: string;
  status: string;
}

/** Sends the multipart body; reports the upload's progress from 0 to 1. */
export type SubmitDossier = (
  body: FormData,
  onProgress: (fraction: number) => void,
) => Promise<CreatedDossier>;

const REGIME_LABELS: Record<Regime, string> = {
  IM: 'IM · Import',
  EX: 'EX · Export',
  T1: 'T1 · Transit, non-Union goods',
  T2: 'T2 · Transit, Union goods',
};

/** The form fields a server refusal can name (its errors[].path, docs/web-api.md). */
const FORM_FIELDS = [
  'regime',
  'clientCode',
  ...NEW_CLIENT_FIELDS.map((field) => `newClient.${field}`),
  'ucr',
  'containerNumber',
  ...FILE_SLOTS,
];

/** ISO 6346's shape: owner code and category (4 letters), serial number and check digit (7 digits). */
const CONTAINER = /^[A-Z]{4}\d{7}$/;

export const validateNewDossier = (values: NewDossierValues): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!REGIMES.includes(values.regime)) errors.regime = 'Choose the regime';
  if (values.clientMode === 'existing') {
    if (!values.clientCode) errors.clientCode = 'Choose a client, or create a new one';
  } else {
    for (const field of NEW_CLIENT_FIELDS) {
      const fault = checkClientField(field, values.newClient[field]);
      if (fault) errors[`newClient.${field}`] = fault;
    }
  }
  if (values.ucr.trim().length > 35)
    errors.ucr = `At most 35 characters (now ${values.ucr.trim().length})`;
  const container = values.containerNumber.trim();
  if (container && !CONTAINER.test(container)) {
    errors.containerNumber =
      'An ISO 6346 container number: 4 letters and 7 digits, such as MSCU1234565';
  }
  for (const slot of FILE_SLOTS) {
    const file = values[slot];
    const fault = file && checkFile(slot, file);
    if (fault) errors[slot] = fault;
  }
  if (!FILE_SLOTS.some((slot) => values[slot])) errors.files = 'Add at least one file';
  return errors;
};

/** The multipart body of POST /api/dossiers: only the parts that were given. */
export const dossierBody = (values: NewDossierValues): FormData => {
  const body = new FormData();
  body.set('regime', values.regime);
  if (values.clientMode === 'existing') {
    body.set('clientCode', values.clientCode);
  } else {
    const client = Object.fromEntries(
      NEW_CLIENT_FIELDS.flatMap((field) => {
        const value = toApiValue(field, values.newClient[field]);
        return value === null ? [] : [[field, value]];
      }),
    );
    body.set('newClient', JSON.stringify(client));
  }
  if (values.ucr.trim()) body.set('ucr', values.ucr.trim());
  if (values.containerNumber.trim()) body.set('containerNumber', values.containerNumber.trim());
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
 * one multipart request with its progress shown; the server's refusals appear at the fields.
 */
export function NewDossierForm({
  submit,
  onCreated,
}: {
  submit: SubmitDossier;
  onCreated: (created: CreatedDossier) => void;
}) {
  const form = useForm<NewDossierValues>({
    mode: 'controlled',
    initialValues: initialValues(),
    validate: validateNewDossier,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; lines: string[] } | null>(null);
  const sending = progress !== null;

  const onSubmit = form.onSubmit(async (values) => {
    setRefusal(null);
    setProgress(0);
    try {
      const created = await submit(dossierBody(values), setProgress);
      onCreated(created);
    } catch (error) {
      setProgress(null);
      if (!(error instanceof ApiError)) {
        setRefusal({ title: 'Not sent', lines: [String(error)] });
        return;
      }
      const { byField, elsewhere } = placeProblems(error, FORM_FIELDS);
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
      setRefusal({
        title: error.title,
        lines: [...(placed ? [] : [error.detail ?? '']), ...elsewhere].filter(Boolean),
      });
    }
  });

  const clientError = (field: NewClientField) => form.errors[`newClient.${field}`];

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="New dossier">
      <Stack gap="md">
        {refusal && (
          <Alert color="red" title={refusal.title} role="alert">
            {refusal.lines.map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
            {refusal.lines.length === 0 && <Text size="sm">See the fields marked below.</Text>}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Input.Wrapper
                label="Regime"
                withAsterisk
                error={form.errors.regime}
                labelElement="div"
              >
                <SegmentedControl
                  fullWidth
                  aria-label="Regime"
                  disabled={sending}
                  data={REGIMES.map((regime) => ({ value: regime, label: REGIME_LABELS[regime] }))}
                  {...form.getInputProps('regime')}
                />
              </Input.Wrapper>
              <Paper withBorder p="sm">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={3} size="h6">
                      Client
                    </Title>
                    <SegmentedControl
                      size="sm"
                      aria-label="Existing or new client"
                      disabled={sending}
                      data={[
                        { value: 'existing', label: 'Existing client' },
                        { value: 'new', label: 'New client' },
                      ]}
                      {...form.getInputProps('clientMode')}
                    />
                  </Group>
                  {form.values.clientMode === 'existing' ? (
                    <ClientPicker
                      value={form.values.clientCode}
                      onChange={(code) => form.setFieldValue('clientCode', code)}
                      error={form.errors.clientCode}
                      disabled={sending}
                    />
                  ) : (
                    <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
                      {NEW_CLIENT_FIELDS.map((field) => (
                        <TextInput
                          key={field}
                          label={CLIENT_LABELS[field]}
                          withAsterisk={field === 'code' || field === 'name'}
                          disabled={sending}
                          placeholder={
                            {
                              street_and_number: 'max 70',
                              postcode: 'max 17',
                              city: 'max 35',
                              country: 'BE',
                            }[field as string]
                          }
                          {...form.getInputProps(`newClient.${field}`)}
                          error={clientError(field)}
                          onChange={(event) => {
                            const text = event.currentTarget.value;
                            form.setFieldValue(
                              `newClient.${field}`,
                              field === 'country' ? text.toUpperCase() : text,
                            );
                          }}
                        />
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              </Paper>
              <SimpleGrid cols={2} spacing="sm">
                <TextInput
                  label="UCR / LRN"
                  description="Generated when empty"
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  disabled={sending}
                  {...form.getInputProps('ucr')}
                />
                <TextInput
                  label="Container number"
                  description="ISO 6346, such as MSCU1234565"
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  disabled={sending}
                  {...form.getInputProps('containerNumber')}
                  onChange={(event) =>
                    form.setFieldValue('containerNumber', event.currentTarget.value.toUpperCase())
                  }
                />
              </SimpleGrid>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Title order={3} size="h6">
                Documents
              </Title>
              <Text size="xs" c="dimmed">
                At least one, at most 50 MB each. The goods lines are read from the documents for
                you to review; nothing is declared before you approve it.
              </Text>
              {FILE_SLOTS.map((slot: FileSlotName) => (
                <FileSlot
                  key={slot}
                  slot={slot}
                  file={form.values[slot]}
                  error={form.errors[slot]}
                  disabled={sending}
                  onChange={(file) => {
                    form.setFieldValue(slot, file);
                    // A new file is judged at once, not only at submit.
                    form.setFieldError(slot, file ? checkFile(slot, file) : null);
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
              aria-label="Upload progress"
            />
            <Text size="xs" c="dimmed">
              {progress !== null && progress < 1
                ? `Uploading… ${Math.round(progress * 100)}%`
                : 'Uploaded; creating the dossier…'}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending} size="md">
            Create dossier
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
