import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PARTY_ROLES, type Declaration, type Party } from '../../api/types.ts';
import { displayValue, FieldGrid, humanize, recordEntries } from '../../components/field-grid.tsx';
import { DeclarationLists, HouseConsignments } from './declaration-lists.tsx';

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
  const place = [party.postcode, party.city].filter(Boolean).join(' ');
  const contact = [party.contact_name, party.contact_phone, party.contact_email]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {humanize(role)}
      </Text>
      <Text size="sm" fw={600}>
        {party.name || '(no name)'}
      </Text>
      {party.eori && <Text size="sm">EORI {party.eori}</Text>}
      {party.vat_number && <Text size="sm">VAT {party.vat_number}</Text>}
      {party.street_and_number && <Text size="sm">{party.street_and_number}</Text>}
      {(place || party.country) && (
        <Text size="sm">{[place, party.country].filter(Boolean).join(', ')}</Text>
      )}
      {contact && (
        <Text size="xs" c="dimmed">
          {contact}
        </Text>
      )}
    </Paper>
  );
}

/** The declaration's header data, section by section, as the canonical contract groups it. */
export function DeclarationView({ declaration }: { declaration: Declaration }) {
  const parties = PARTY_ROLES.flatMap((role) => {
    const party = declaration.parties?.[role];
    return party && Object.values(party).some(Boolean) ? [{ role, party }] : [];
  });
  // Only the groups that hold something take room; the empty ones are named in one line.
  const groups = [
    { title: 'Shipment', entries: recordEntries(declaration.shipment) },
    { title: 'Transport', entries: recordEntries(declaration.transport) },
    { title: 'Customs offices', entries: recordEntries(declaration.customs_offices) },
    {
      title: 'Location of goods',
      entries: recordEntries(declaration.authorised_location_of_goods),
    },
    { title: 'Loading', entries: recordEntries(declaration.loading_location) },
    { title: 'Totals', entries: recordEntries(declaration.totals) },
  ];
  const filled = groups.filter((group) => group.entries.some(([, value]) => value !== ''));
  const empty = groups.filter((group) => !filled.includes(group)).map((group) => group.title);
  return (
    <Stack gap="sm">
      <Section title="General">
        <FieldGrid
          cols={6}
          entries={[
            ['Declaration type', declaration.declaration_type ?? ''],
            ['Regime', declaration.regime ?? ''],
            ['Security', displayValue(declaration.security_code)],
            ['Limit date', declaration.limit_date ?? ''],
            ['Binding itinerary', displayValue(declaration.binding_itinerary)],
          ]}
        />
      </Section>
      <Section title="Parties">
        {parties.length === 0 ? (
          <Text size="sm" c="dimmed">
            No party given
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
          Not given: {empty.join(', ')}
        </Text>
      )}
      {(declaration.house_consignments?.length ?? 0) > 0 && (
        <Section title="House consignments">
          <HouseConsignments declaration={declaration} />
        </Section>
      )}
      <Section title="Documents, authorisations and guarantees">
        <DeclarationLists declaration={declaration} />
      </Section>
    </Stack>
  );
}
