import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ChangeEvent } from 'react';
import {
  useSaveCustomsLocation,
  type CustomsLocation,
  type CustomsLocationChange,
} from '../../../api/masterdata-queries.ts';
import type { MessageId } from '../../../i18n/messages/index.ts';
import { useT } from '../../../i18n/use-t.ts';
import { EntryDialog } from '../masterdata/entry-dialogs.tsx';
import { useFormFaults } from '../masterdata/masterdata-faults.ts';

type Form = Required<{ [K in keyof CustomsLocationChange]: NonNullable<CustomsLocationChange[K]> }>;
type TextField = Exclude<keyof Form, 'active'>;

const EMPTY: Form = {
  name: '',
  type_of_location: 'B',
  qualifier_of_identification: 'U',
  un_locode: '',
  location_code: '',
  authorisation_number: '',
  street_and_number: '',
  postcode: '',
  city: '',
  country: 'BE',
  active: true,
};
const FIELDS: readonly TextField[] = Object.keys(EMPTY).filter(
  (key): key is TextField => key !== 'active',
);
// What each qualifier names the place with (CL326, C0394): only those members are sent.
const NAMED_BY: Record<string, readonly TextField[]> = {
  U: ['un_locode'],
  Y: ['authorisation_number'],
  Z: ['street_and_number', 'postcode', 'city', 'country'],
};
const ALL_NAMING = Object.values(NAMED_BY).flat();
export const TYPES = ['A', 'B', 'C', 'D'] as const;
export const QUALIFIERS = ['U', 'Y', 'Z'] as const;

const formOf = (row: CustomsLocation): Form => {
  const form = { ...EMPTY, name: row.name, active: row.active } as Record<string, unknown>;
  for (const [key, value] of Object.entries(row.location)) form[key] = value ?? '';
  return form as Form;
};

/** The body sent: the qualifier's own members, the others left out so they are not refused. */
const bodyOf = (form: Form): CustomsLocationChange => {
  const named = NAMED_BY[form.qualifier_of_identification] ?? [];
  const body: Record<string, unknown> = { ...form };
  for (const member of ALL_NAMING) if (!named.includes(member)) delete body[member];
  return body as CustomsLocationChange;
};

export function LocationDialog({
  editing,
  onClose,
}: {
  editing: CustomsLocation | 'new' | null;
  onClose: () => void;
}) {
  const t = useT();
  const [form, setForm] = useState<Form>(EMPTY);
  const [seen, setSeen] = useState<typeof editing>(null);
  if (editing !== seen) {
    setSeen(editing);
    setForm(editing && editing !== 'new' ? formOf(editing) : EMPTY);
  }
  const save = useSaveCustomsLocation({
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: t('masterdata.saved', { name: saved.name }) });
      onClose();
    },
  });
  const faults = useFormFaults(save.error, FIELDS);
  const close = () => {
    save.reset();
    onClose();
  };
  const text = (name: TextField, label: MessageId, hint?: MessageId) => ({
    label: t(label),
    ...(hint ? { description: t(hint) } : {}),
    value: form[name],
    error: faults.byField[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });
  const id = editing && editing !== 'new' ? editing.id : undefined;
  const qualifier = form.qualifier_of_identification;
  return (
    <EntryDialog
      opened={editing !== null}
      title={
        id
          ? t('locations.editTitle', { name: editing !== 'new' ? editing!.name : '' })
          : t('locations.new')
      }
      onClose={close}
      onSubmit={() => save.mutate({ id, body: bodyOf(form) })}
      saving={save.isPending}
      elsewhere={faults.elsewhere}
    >
      <TextInput
        data-autofocus
        required
        {...text('name', 'locations.name', 'locations.nameHint')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('locations.type')}
          allowDeselect={false}
          data={TYPES.map((code) => ({ value: code, label: t(`locations.type.${code}`) }))}
          value={form.type_of_location}
          error={faults.byField.type_of_location}
          onChange={(value) => setForm({ ...form, type_of_location: value ?? 'B' })}
        />
        <Select
          label={t('locations.qualifier')}
          allowDeselect={false}
          data={QUALIFIERS.map((code) => ({
            value: code,
            label: t(`locations.qualifier.${code}`),
          }))}
          value={qualifier}
          error={faults.byField.qualifier_of_identification}
          onChange={(value) => setForm({ ...form, qualifier_of_identification: value ?? 'U' })}
        />
      </SimpleGrid>
      {qualifier === 'U' && (
        <TextInput
          required
          w={260}
          {...text('un_locode', 'locations.unLocode', 'locations.unLocodeHint')}
        />
      )}
      {qualifier === 'Y' && (
        <TextInput
          required
          {...text(
            'authorisation_number',
            'locations.authorisation',
            'locations.authorisationHint',
          )}
        />
      )}
      {qualifier === 'Z' && (
        <>
          <TextInput required {...text('street_and_number', 'locations.street')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput {...text('postcode', 'locations.postcode')} />
            <TextInput required {...text('city', 'locations.city')} />
            <TextInput
              required
              {...text('country', 'locations.country', 'locations.countryHint')}
            />
          </SimpleGrid>
        </>
      )}
      <TextInput
        w={260}
        {...text('location_code', 'locations.locationCode', 'locations.locationCodeHint')}
      />
      <Checkbox
        label={t('masterdata.active')}
        description={t('masterdata.activeHint')}
        checked={form.active}
        onChange={(event) => setForm({ ...form, active: event.currentTarget.checked })}
      />
    </EntryDialog>
  );
}
