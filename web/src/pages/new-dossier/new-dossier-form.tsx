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
import { ApiError, placeProblems } from '../../api/api-error.ts';
import { messagesByField, type FieldFault } from '../../api/field-faults.ts';
import { REGIMES, type CreatedDossier, type Regime } from '../../api/types.ts';
import { useCreateDossier } from '../../api/upload-queries.ts';
import { memberHint, newDossierFieldFaults } from '../../api/validators.ts';
import { checkClient, CLIENT_LABELS } from '../../components/client-fields.ts';
import { upperCaseOnChange } from '../../components/upper-case-input.ts';
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

/** The inputs whose text is kept in capitals as it is typed. */
const UPPER_CASE = new Set(['newClient.country', 'containerNumber']);

/**
 * ISO 6346 as the server reads a container number (owner code, category U, J or Z, six digits and
 * a check digit), after taking out spaces (src/intake/new-dossier-fields.ts). The contract does
 * not carry this pattern yet: it is said here until the multipart schema does.
 */
const CONTAINER = '^[A-Z]{3}[UJZ]\\d{7}$';
const containerOf = (text: string) => text.replace(/\s+/g, '').toUpperCase();
const containerFaults = (container: string | undefined): FieldFault[] =>
  container === undefined || new RegExp(CONTAINER).test(container)
    ? []
    : [
        {
          field: 'containerNumber',
          keyword: 'pattern',
          params: { pattern: CONTAINER },
          description:
            'an ISO 6346 container number: 3 letters, U, J or Z, and 7 digits, such as MSCU1234565',
          value: container,
        },
      ];

/** The text parts as the server's multipart schema reads them: only those given. */
const textParts = (values: NewDossierValues) => ({
  regime: values.regime,
  ...(values.ucr.trim() ? { ucr: values.ucr.trim() } : {}),
  ...(values.containerNumber.trim()
    ? { containerNumber: containerOf(values.containerNumber) }
    : {}),
});

/** The server's schemas on the parts and the new client, then what only the form can tell. */
export const validateNewDossier = (values: NewDossierValues): Record<string, string> => {
  const parts = textParts(values);
  const errors = messagesByField([
    ...newDossierFieldFaults(parts),
    ...containerFaults(parts.containerNumber),
    ...(values.clientMode === 'new'
      ? checkClient(values.newClient, NEW_CLIENT_FIELDS, '/newClient').faults
      : []),
  ]);
  if (values.clientMode === 'existing' && !values.clientCode)
    errors.clientCode = 'Choose a client, or create a new one';
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
  const form = useForm<NewDossierValues>({
    mode: 'uncontrolled',
    initialValues: initialValues(),
    validate: validateNewDossier,
    enhanceGetInputProps: ({ field, inputProps }) =>
      UPPER_CASE.has(field) ? upperCaseOnChange(inputProps) : undefined,
  });
  const clientMode = form.useWatchValue('clientMode');
  const [refusal, setRefusal] = useState<{ title: string; lines: string[] } | null>(null);

  const refused = (error: Error) => {
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
  };
  const create = useCreateDossier({ onSuccess: onCreated, onError: refused });
  const progress = create.progress;
  const sending = progress !== null;

  const onSubmit = form.onSubmit((values) => {
    setRefusal(null);
    create.mutate(dossierBody(values));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New dossier">
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
                  key={form.key('regime')}
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
                      key={form.key('clientMode')}
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
                          label={CLIENT_LABELS[field]}
                          withAsterisk={field === 'code' || field === 'name'}
                          disabled={sending}
                          placeholder={memberHint('ClientItem', field)}
                          {...form.getInputProps(`newClient.${field}`)}
                        />
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              </Paper>
              <SimpleGrid cols={2} spacing="sm">
                <TextInput
                  key={form.key('ucr')}
                  label="UCR / LRN"
                  description="Generated when empty"
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  disabled={sending}
                  {...form.getInputProps('ucr')}
                />
                <TextInput
                  key={form.key('containerNumber')}
                  label="Container number"
                  description="ISO 6346, such as MSCU1234565"
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
                Documents
              </Title>
              <Text size="xs" c="dimmed">
                At least one, at most 50 MB each. The goods lines are read from the documents for
                you to review; nothing is declared before you approve it.
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
