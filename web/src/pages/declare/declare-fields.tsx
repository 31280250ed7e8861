import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { CustomsFields } from '../../api/declare-queries.ts';
import type { FieldProblem } from '../../api/api-error.ts';
import { DayInput } from '../../components/day-input.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { FieldName } from './field-of-path.ts';

export interface DeclareFieldsProps {
  readonly regime: string;
  readonly values: CustomsFields;
  readonly onChange: (next: CustomsFields) => void;
  readonly editable: boolean;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly onSave: () => void;
  /** What the service refused, by field (`/billOfLadingRef`). */
  readonly errors: readonly FieldProblem[];
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const code = (value: string) => (value.trim() === '' ? null : value.trim().toUpperCase());

/**
 * SPEC.md "CustomsDeclaration" as a form: each input carries `data-field`, so a problem in the
 * report takes the declarant straight to it.
 */
export function DeclareFields(props: DeclareFieldsProps) {
  const t = useT();
  const { values } = props;
  const set = (field: FieldName, value: unknown) => props.onChange({ ...values, [field]: value });
  const errorOf = (field: FieldName) =>
    props.errors.find((error) => error.path === `/${field}`)?.message;
  const input = (
    field: FieldName,
    convert: (value: string) => string | null,
    maxLength: number,
  ) => (
    <TextInput
      label={t(`declare.field.${field}` as 'declare.field.billOfLadingRef')}
      value={(values[field] as string | null) ?? ''}
      onChange={(event) => set(field, convert(event.currentTarget.value))}
      maxLength={maxLength}
      readOnly={!props.editable}
      error={errorOf(field)}
      data-field={field}
      size="xs"
    />
  );
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {t('declare.fields')}
        </Title>
        {props.editable && (
          <Group gap="xs">
            <Text size="xs" c={props.dirty ? 'orange' : 'dimmed'} data-testid="fields-state">
              {props.dirty ? t('declare.unsaved') : t('declare.saved')}
            </Text>
            <Button size="xs" onClick={props.onSave} disabled={!props.dirty} loading={props.saving}>
              {t('declare.save')}
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {input('billOfLadingRef', text, 70)}
        {input('containerNumber', code, 17)}
        {input('originCertRef', text, 70)}
        <DayInput
          label={t('declare.field.originCertDate')}
          value={values.originCertDate ?? ''}
          onCommit={(day) => set('originCertDate', day === '' ? null : day)}
          invalid={t('declare.invalidDay')}
          readOnly={!props.editable}
          data-field="originCertDate"
          size="xs"
        />
        {input('countryOfDispatch', code, 2)}
        {input('destinationCountry', code, 2)}
        <NumberInput
          label={t('declare.field.natureOfTransaction')}
          value={values.natureOfTransaction ?? ''}
          onChange={(value) => set('natureOfTransaction', typeof value === 'number' ? value : null)}
          min={1}
          max={99}
          allowDecimal={false}
          readOnly={!props.editable}
          error={errorOf('natureOfTransaction')}
          data-field="natureOfTransaction"
          size="xs"
        />
        <TextInput
          label={t('declare.field.supervisingCustomsOfficeRef')}
          value={values.supervisingCustomsOfficeRef ?? ''}
          onChange={(event) => set('supervisingCustomsOfficeRef', code(event.currentTarget.value))}
          description={t('declare.officeHint')}
          maxLength={8}
          readOnly={!props.editable}
          error={errorOf('supervisingCustomsOfficeRef')}
          data-field="supervisingCustomsOfficeRef"
          size="xs"
        />
      </SimpleGrid>
      <Group gap="lg" mt="xs">
        <Checkbox
          label={t('declare.field.containerIndicator')}
          checked={values.containerNumber !== null}
          readOnly
          size="xs"
        />
        {props.regime === 'IM' && (
          <Switch
            label={t('declare.field.useH2b')}
            checked={values.useH2b}
            onChange={(event) => set('useH2b', event.currentTarget.checked)}
            disabled={!props.editable}
            data-field="useH2b"
            size="xs"
          />
        )}
      </Group>
    </Paper>
  );
}
