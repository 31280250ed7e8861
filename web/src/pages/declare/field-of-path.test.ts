import { describe, expect, it } from 'vitest';
import { fieldOfPath, isSetting } from './field-of-path.ts';

describe('the field that fixes a filing problem', () => {
  it('is on the Declare page for the declaration fields', () => {
    expect(fieldOfPath('/shipment/country_of_dispatch')).toBe('countryOfDispatch');
    expect(fieldOfPath('/shipment/nature_of_transaction')).toBe('natureOfTransaction');
    expect(fieldOfPath('/goods_items/3/containers/0/container_number')).toBe('containerNumber');
    expect(fieldOfPath('/supporting_documents/1/date')).toBe('originCertDate');
    expect(fieldOfPath('/supporting_documents/1/reference')).toBe('originCertRef');
    expect(fieldOfPath('settings:declarations:supervising_customs_office')).toBe(
      'supervisingCustomsOfficeRef',
    );
  });

  it('is elsewhere for the goods and the parties, and a setting is said to be one', () => {
    expect(fieldOfPath('/goods_items/0/commodity_code')).toBeUndefined();
    expect(fieldOfPath('/parties/importer/eori')).toBeUndefined();
    expect(fieldOfPath('/shipment/incoterm')).toBeUndefined();
    expect(isSetting('settings:declarations:declarant_eori')).toBe(true);
    expect(isSetting('/parties/importer/eori')).toBe(false);
  });
});
