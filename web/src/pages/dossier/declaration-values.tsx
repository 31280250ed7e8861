import { useCallback, type ReactNode } from 'react';
import { CodeLabel, OfficeLabel, useCodeText } from '../../components/code-label.tsx';
import { useDisplayValue } from '../../components/field-grid.tsx';
import { useFormats } from '../../i18n/use-formats.ts';

// How each coded member of the canonical declaration reads (issue 26): the short lists from the
// catalogue in the user's language, countries by name, the EU lists with their English text
// (codes as in the CTC phase 6 lists), offices by name. Any other member shows as sent.
const COUNTRIES = new Set([
  'shipment.country_of_destination',
  'shipment.country_of_dispatch',
  'shipment.incoterm_country',
  'transport.border_means_nationality',
  'transport.departure_means_nationality',
  'transport.inland_means_nationality',
  'authorised_location_of_goods.country',
]);
const MODES = new Set(['transport.mode_at_border', 'transport.departure_means_mode_code']);
const LISTS: Record<string, string> = {
  'general.declaration_type': 'CL231',
  'general.security_code': 'CL217',
  'shipment.transport_charges_method_of_payment': 'CL116',
  'transport.border_means_type_code': 'CL219',
  'transport.departure_means_type_code': 'CL750',
  'authorised_location_of_goods.type_of_location': 'CL347',
  'authorised_location_of_goods.qualifier_of_identification': 'CL326',
};
const MASSES = new Set(['totals.gross_mass', 'totals.net_mass']);
const AMOUNTS = new Set(['shipment.total_invoice_amount', 'totals.invoice_amount']);

/** The value of `group.member` as a declarant reads it; `currency` for the amounts. */
export const useDeclarationValue = (currency: string | null | undefined) => {
  const codes = useCodeText();
  const display = useDisplayValue();
  const formats = useFormats();
  return useCallback(
    (field: string, value: unknown): ReactNode => {
      if (value === null || value === undefined || value === '') return '';
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      if (field.startsWith('customs_offices.')) return <OfficeLabel id={text} />;
      if (COUNTRIES.has(field)) return codes.country(text);
      if (field === 'transport.route' && Array.isArray(value))
        return value.map((code) => codes.country(String(code))).join(', ');
      if (MODES.has(field)) return codes.transportMode(text);
      if (field === 'shipment.nature_of_transaction') return codes.natureOfTransaction(text);
      if (field === 'general.regime') return codes.column(text);
      // T1, T2, IM, EX: met on every dossier, said as the regime badge says them.
      if (field === 'general.declaration_type' && codes.regimeMeaning(text))
        return codes.regime(text);
      const list = LISTS[field];
      const translated = list ? codes.listCode(list, text) : undefined;
      if (translated) return translated;
      if (list) return <CodeLabel list={list} code={text} />;
      if (MASSES.has(field) && typeof value === 'number') return formats.mass(value);
      if (AMOUNTS.has(field) && typeof value === 'number') return formats.amount(value, currency);
      return display(value);
    },
    [codes, display, formats, currency],
  );
};
