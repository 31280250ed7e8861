import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PARTY_ROLES, type Declaration, type Party } from '../../api/types.ts';
import { useCodeText } from '../../components/code-label.tsx';
import { FieldGrid } from '../../components/field-grid.tsx';
import type { MessageId } from '../../i18n/messages/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { DeclarationLists, HouseConsignments } from './declaration-lists.tsx';
import { useDeclarationValue } from './declaration-values.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb={6}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A party as an address label: name, EORI, street, postcode and city, country, contact. */
function PartyCard({ role, party }: { role: string; party: Party }) {
  const t = useT();
  const codes = useCodeText();
  const place = [party.postcode, party.city].filter(Boolean).join(' ');
  const contact = [party.contact_name, party.contact_phone, party.contact_email]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t(`dossier.party.${role}` as MessageId)}
      </Text>
      <Text size="sm" fw={600}>
        {party.name || t('dossier.party.noName')}
      </Text>
      {party.eori && <Text size="sm">{t('dossier.party.eori', { eori: party.eori })}</Text>}
      {party.vat_number && (
        <Text size="sm">{t('dossier.party.vat', { vat: party.vat_number })}</Text>
      )}
      {party.street_and_number && <Text size="sm">{party.street_and_number}</Text>}
      {(place || party.country) && (
        <Text size="sm">
          {[place, party.country && codes.country(party.country)].filter(Boolean).join(', ')}
        </Text>
      )}
      {contact && (
        <Text size="xs" c="dimmed">
          {contact}
        </Text>
      )}
    </Paper>
  );
}

const GROUPS = [
  'shipment',
  'transport',
  'customs_offices',
  'authorised_location_of_goods',
  'loading_location',
  'totals',
] as const;

/** The declaration's header data, section by section, as the canonical contract groups it. */
export function DeclarationView({ declaration }: { declaration: Declaration }) {
  const t = useT();
  const intl = useIntl();
  const value = useDeclarationValue(declaration.shipment?.currency);
  // Each member by its name in the catalogue; one the catalogue does not know yet by its own name.
  const label = (field: string) => {
    const id = `dossier.${field}`;
    return id in intl.messages ? t(id as MessageId) : field.split('.')[1]!.replace(/_/g, ' ');
  };
  const entries = (group: string, record: Record<string, unknown> | null | undefined) =>
    Object.entries(record ?? {}).map(([member, raw]): [string, ReactNode] => [
      label(`${group}.${member}`),
      value(`${group}.${member}`, raw),
    ]);
  const parties = PARTY_ROLES.flatMap((role) => {
    const party = declaration.parties?.[role];
    return party && Object.values(party).some(Boolean) ? [{ role, party }] : [];
  });
  // Only the groups that hold something take room; the empty ones are named in one line.
  const groups = GROUPS.map((group) => ({
    title: t(`dossier.section.${group}`),
    entries: entries(group, declaration[group] as Record<string, unknown> | null | undefined),
  }));
  const filled = groups.filter((group) => group.entries.some(([, shown]) => shown !== ''));
  const empty = groups.filter((group) => !filled.includes(group)).map((group) => group.title);
  return (
    <Stack gap="sm">
      <Section title={t('dossier.section.general')}>
        <FieldGrid
          cols={6}
          entries={entries('general', {
            declaration_type: declaration.declaration_type,
            regime: declaration.regime,
            security_code: declaration.security_code,
            limit_date: declaration.limit_date,
            binding_itinerary: declaration.binding_itinerary,
          })}
        />
      </Section>
      <Section title={t('dossier.section.parties')}>
        {parties.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dossier.noParty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            {parties.map(({ role, party }) => (
              <PartyCard key={role} role={role} party={party} />
            ))}
          </SimpleGrid>
        )}
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        {filled.map(({ title, entries }) => (
          <Section title={title} key={title}>
            <FieldGrid cols={3} entries={entries} />
          </Section>
        ))}
      </SimpleGrid>
      {empty.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('dossier.section.notGiven', { sections: empty.join(', ') })}
        </Text>
      )}
      {(declaration.house_consignments?.length ?? 0) > 0 && (
        <Section title={t('dossier.section.houses')}>
          <HouseConsignments declaration={declaration} />
        </Section>
      )}
      <Section title={t('dossier.section.lists')}>
        <DeclarationLists declaration={declaration} />
      </Section>
    </Stack>
  );
}
