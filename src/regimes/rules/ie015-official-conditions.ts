import type { OfficialRule } from './official-status.ts';

/** The conditions (C) of IE015, as ie015-official-rules.ts describes them. */
export const IE015_CONDITIONS: Readonly<Record<string, OfficialRule>> = {
  C0001: {
    what: 'HouseConsignment/Consignee is required for a house when a country of destination (consignment, house or item) is in CL009 and Consignment/Consignee is absent; it is not allowed when Consignment/Consignee is present; otherwise optional (the 30600 branches need AdditionalInformation, never sent).',
    status: { kind: 'checked', rule: 'C0001' },
  },
  C0015: {
    what: 'Item AdditionalReference/referenceNumber is required when its type is in CL234 (C651, C658), else optional.',
    status: { kind: 'checked', rule: 'C0015' },
  },
  C0030: {
    what: 'CustomsOfficeOfTransitDeclared is required for every T2 lodged in BE, and when the destination office or a country of routing is in CL112, or the destination is AD, or an exit-for-transit office is declared; otherwise optional (not allowed only for TIR/T2SM).',
    status: { kind: 'checked', rule: 'C0030' },
  },
  C0035: {
    what: 'Item PreviousDocument is required for T2/T2F (item) when the departure office is in CL112 and no consignment-level PreviousDocument exists.',
    status: { kind: 'not-applicable', why: 'departure is BE (TR-DEPARTURE-BELGIUM), not in CL112' },
  },
  C0045: {
    what: 'Item declarationType is required only when the header type is T, otherwise not allowed.',
    status: { kind: 'construction' },
  },
  C0055: {
    what: 'containerIndicator 0: no containerIdentificationNumber; 1: at least one TransportEquipment carries one.',
    status: { kind: 'checked', rule: 'C0055' },
  },
  C0060: {
    what: 'Packaging: bulk (CL181) no numberOfPackages, shippingMarks optional; unpacked (CL182) number required, marks optional; other kinds both required.',
    status: { kind: 'checked', rule: 'C0060' },
  },
  C0085: {
    what: 'Guarantee/GuaranteeReference is required for types in CL076 (0,1,2,3,4,5,9) and not allowed for the others (8, A, R).',
    status: { kind: 'construction' },
  },
  C0086: {
    what: 'GRN and accessCode are required for CL286 types (0,1,2,4,9) and not allowed otherwise.',
    status: { kind: 'checked', rule: 'C0086' },
  },
  C0101: {
    what: 'Authorisation is required when reducedDatasetIndicator = 1.',
    status: { kind: 'construction' },
  },
  C0130: {
    what: 'otherGuaranteeReference is required for type 8, optional for type 3, not allowed otherwise.',
    status: { kind: 'construction' },
  },
  C0153: {
    what: 'CommodityCode is required (optional only for TIR without N830), so always for T1/T2.',
    status: { kind: 'checked', rule: 'C0153' },
  },
  C0186: {
    what: 'TransportCharges (consignment and house) not allowed when security = 0, optional otherwise.',
    status: { kind: 'construction' },
  },
  C0191: {
    what: 'PlaceOfUnloading required for security 1/3, not allowed for 0, optional for 2.',
    status: { kind: 'construction' },
  },
  C0250: {
    what: "Name and Address of the holder, consignor and consignees (consignment and house) are not allowed when the identification number is valid in EOS (or the CTC country's DB), and required otherwise (its Guarantor part is not in CC015C).",
    status: { kind: 'construction' },
  },
  C0298: {
    what: 'Item PreviousDocument measurementUnitAndQualifier is required iff its quantity is present.',
    status: { kind: 'construction' },
  },
  C0337: {
    what: 'HouseConsignment/TransportCharges not allowed when Consignment/TransportCharges is present, else optional.',
    status: { kind: 'construction' },
  },
  C0343: {
    what: 'Country of destination at one level only: consignment level present → house and item not allowed; else house → item not allowed; else item level required.',
    status: { kind: 'checked', rule: 'C0343' },
  },
  C0382: {
    what: 'LocationOfGoods/PostcodeAddress/houseNumber optional for CL198 (IE, LU), required otherwise.',
    status: { kind: 'not-applicable', why: 'PostcodeAddress never sent' },
  },
  C0387: {
    what: 'PlaceOfLoading (and PlaceOfUnloading): with a UNLocode, country and location optional; without, both required.',
    status: { kind: 'checked', rule: 'C0387' },
  },
  C0394: {
    what: 'LocationOfGoods content per qualifier: Z Address, X EconomicOperator, Y authorisationNumber, W GNSS, V CustomsOffice, U UNLocode, T PostcodeAddress, each required for its qualifier and the others not allowed (ContactPerson optional, not with V).',
    status: { kind: 'checked', rule: 'C0394' },
  },
  C0403: {
    what: 'PlaceOfLoading is required (additional declaration type is always A).',
    status: { kind: 'checked', rule: 'C0403' },
  },
  C0411: {
    what: 'TIR carnet number only for TIR.',
    status: { kind: 'construction' },
  },
  C0502: {
    what: 'UCR at one level: Consignment UCR present → house and item UCR not allowed; else house UCR → item not allowed; else item UCR optional with a transport document, required without.',
    status: { kind: 'construction' },
  },
  C0505: {
    what: 'Postcode is required in the addresses of holder, consignor, consignee (consignment and house) and location of goods unless the country is in CL505.',
    status: { kind: 'checked', rule: 'C0505' },
  },
  C0511: {
    what: 'correlationIdentifier required for CL610 messages, not allowed for CL385, otherwise optional.',
    status: { kind: 'construction' },
  },
  C0531: {
    what: 'ActiveBorderTransportMeans/conveyanceReferenceNumber is required for security 1-3 with mode at border 4 (air).',
    status: { kind: 'checked', rule: 'C0531' },
  },
  C0542: {
    what: 'Consignor not allowed with security 0 and reduced dataset 1; house Consignor not allowed when Consignment/Consignor is present.',
    status: { kind: 'construction' },
  },
  C0569: {
    what: 'TransportEquipment/Seal required when numberOfSeals > 0, not allowed when 0.',
    status: { kind: 'construction' },
  },
  C0586: {
    what: 'CountryOfRoutingOfConsignment is required when binding itinerary = 1 or security is 1-3, else optional.',
    status: { kind: 'checked', rule: 'C0586' },
  },
  C0587: {
    what: 'CustomsOfficeOfExitForTransitDeclared optional when "declaration type in {2,3}" (the text surely means security 2/3; uncertain) and a transit office is outside CL147; not allowed otherwise.',
    status: { kind: 'construction' },
  },
  C0598: {
    what: 'Transit office arrivalDateAndTimeEstimated required for security 1/3 with the office in CL147, else optional.',
    status: { kind: 'construction' },
  },
  C0599: {
    what: 'modeOfTransportAtTheBorder required for security 1-3 (type A), else optional.',
    status: { kind: 'checked', rule: 'C0599' },
  },
  C0670: {
    what: 'TransportEquipment/GoodsReference optional only with exactly one equipment that has a container number, required otherwise.',
    status: { kind: 'construction' },
  },
  C0671: {
    what: 'LocationOfGoods/additionalIdentifier optional with an EO id or authorisation number, otherwise not allowed.',
    status: { kind: 'construction' },
  },
  C0710: {
    what: 'LocationOfGoods required unless the additional type is D or the departure country is in CL147.',
    status: { kind: 'not-applicable', why: 'BE is in CL147, so always optional' },
  },
  C0806: {
    what: 'ActiveBorderTransportMeans not allowed for mode at border 5; required for security 1-3 (type A); else optional.',
    status: { kind: 'checked', rule: 'C0806' },
  },
  C0821: {
    what: 'CombinedNomenclatureCode not allowed when the departure office is in CL112, optional otherwise.',
    status: { kind: 'not-applicable', why: 'BE not in CL112' },
  },
  C0822: {
    what: 'containerIndicator required (type A).',
    status: { kind: 'construction' },
  },
  C0823: {
    what: 'TransportEquipment required when the indicator is 1, optional when 0, not allowed without indicator.',
    status: { kind: 'construction' },
  },
  C0826: {
    what: 'DepartureTransportMeans (both levels) not allowed with inland mode 5; house level not allowed when consignment level is present.',
    status: { kind: 'checked', rule: 'C0826' },
  },
  C0837: {
    what: 'Item netMass required with a house PreviousDocument N830, not allowed with reduced dataset 1, else optional.',
    status: { kind: 'construction' },
  },
  C0839: {
    what: 'limitDate not allowed without a C521 authorisation; required with C521 (type A).',
    status: { kind: 'construction' },
  },
  C0904: {
    what: 'TIR holder identification number only for TIR.',
    status: { kind: 'construction' },
  },
  C0909: {
    what: 'Country of dispatch at one level only (as C0343): consignment → house/item not allowed; else item required.',
    status: { kind: 'checked', rule: 'C0909' },
  },
};
