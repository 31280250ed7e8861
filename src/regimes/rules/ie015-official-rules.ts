import { IE015_CONDITIONS } from './ie015-official-conditions.ts';
import type { OfficialRule } from './official-status.ts';

export type { OfficialRule, OfficialStatus } from './official-status.ts';

/** The rules (R) of IE015; the conditions are in ie015-official-conditions.ts. */
const IE015_R_RULES: Readonly<Record<string, OfficialRule>> = {
  R0003: {
    what: 'Each transit office reference number is unique in the declaration.',
    status: { kind: 'construction' },
  },
  R0005: {
    what: 'Transit office estimated arrival must be after the preparation date and time.',
    status: { kind: 'not-applicable', why: 'data item never sent' },
  },
  R0006: {
    what: "Destination office in CL112 → at least one transit office in the destination's country; departure in CL112 and destination in the EU → a transit office in the EU.",
    status: { kind: 'checked', rule: 'R0006' },
  },
  R0007: {
    what: 'declarationGoodsItemNumber is unique in the whole declaration and numbered 1, 2, 3 … in order.',
    status: { kind: 'construction' },
  },
  R0008: {
    what: 'correlationIdentifier equals the message id of the request/rejected message.',
    status: { kind: 'not-applicable', why: 'CC015C is not a response' },
  },
  R0020: {
    what: 'T2/T2F from a CL112 office needs a CL178 previous document (C612, C620, N822, N825) for every item.',
    status: { kind: 'not-applicable', why: 'departure BE not in CL112' },
  },
  R0023: {
    what: 'An excise (CL234) item AdditionalReference number must not be "0".',
    status: { kind: 'checked', rule: 'R0023' },
  },
  R0060: {
    what: 'HS sub-heading + CN code (digits 1-8) must be a valid TARIC code (EU offices validate).',
    status: { kind: 'checked', rule: 'R0060' },
  },
  R0076: {
    what: 'ActiveBorderTransportMeans identificationNumber has no lowercase letters for types 10, 21, 30, 40, 41, 80.',
    status: { kind: 'checked', rule: 'R0076' },
  },
  R0100: {
    what: 'The communication language given is used for replies, else the office default (informative).',
    status: { kind: 'not-applicable', why: 'informative, item never sent' },
  },
  R0103: {
    what: 'Exit-for-transit office differs from the transit and destination offices.',
    status: { kind: 'not-applicable', why: 'data group never sent' },
  },
  R0106: {
    what: 'numberOfSeals equals the highest Seal sequenceNumber of that equipment.',
    status: { kind: 'construction' },
  },
  R0107: {
    what: 'Each Seal identifier is unique in the whole declaration.',
    status: { kind: 'checked', rule: 'R0107' },
  },
  R0165: {
    what: 'Under the simplified procedure, when the authorisation foresees seals, numberOfSeals > 0.',
    status: { kind: 'checked', rule: 'R0165' },
  },
  R0219: {
    what: 'A Packaging with numberOfPackages 0: no other Packaging of that item may have a non-zero number.',
    status: { kind: 'checked', rule: 'R0219' },
  },
  R0220: {
    what: 'numberOfPackages 0: typeOfPackages not in CL182 (unpacked).',
    status: { kind: 'checked', rule: 'R0220' },
  },
  R0221: {
    what: 'Item gross mass must be non-zero, or, when a Packaging has 0 packages, zero with another item of the same house non-zero.',
    status: { kind: 'checked', rule: 'R0221' },
  },
  R0223: {
    what: 'Item net mass ≤ gross mass when gross mass > 0.',
    status: { kind: 'checked', rule: 'R0223' },
  },
  R0315: {
    what: 'With mode at border 4 the conveyance reference is the IATA/ICAO flight number (an..3 + n..4 + a1).',
    status: { kind: 'checked', rule: 'R0315' },
  },
  R0318: {
    what: 'GRN is an24 for guarantee type 4, an17 otherwise.',
    status: { kind: 'checked', rule: 'R0318' },
  },
  R0350: {
    what: 'Reduced dataset 1 with inland mode 1/2/4 needs a C524 authorisation.',
    status: { kind: 'construction' },
  },
  R0352: {
    what: 'Same case: the Authorisation reference is a valid reduced-dataset authorisation of the holder.',
    status: { kind: 'construction' },
  },
  R0364: {
    what: 'A Packaging with 0 packages needs another item in the same house with the same shippingMarks, > 0 packages and a type neither bulk nor unpacked.',
    status: { kind: 'checked', rule: 'R0364' },
  },
  R0416: {
    what: 'House PreviousDocument reference must be a valid export (or export + exit, or fiscal-territory dispatch) declaration.',
    status: {
      kind: 'not-applicable',
      why: 'data group never sent (export followed by transit not supported)',
    },
  },
  R0448: {
    what: 'numberOfSeals 0 is not allowed on a TransportEquipment without container number.',
    status: { kind: 'construction' },
  },
  R0472: {
    what: 'Inland mode 1,2,3,4,8: first digit of DepartureTransportMeans typeOfIdentification = inland mode.',
    status: { kind: 'checked', rule: 'R0472' },
  },
  R0473: {
    what: 'DepartureTransportMeans identificationNumber has no lowercase letters for types 10,20,21,30,31,40,41,80.',
    status: { kind: 'checked', rule: 'R0473' },
  },
  R0474: {
    what: 'Inland mode 3: the first DepartureTransportMeans type is 30.',
    status: { kind: 'checked', rule: 'R0474' },
  },
  R0476: {
    what: 'Inland mode 3 with several DepartureTransportMeans: the 2nd/3rd have type 31.',
    status: { kind: 'construction' },
  },
  R0506: {
    what: "When every house has a Consignor, Consignee, DepartureTransportMeans, TransportCharges, UCR, country of dispatch or of destination, at least one house's value must differ.",
    status: { kind: 'checked', rule: 'R0506' },
  },
  R0507: {
    what: 'Item-level country of dispatch/destination, UCR, declaration type: when on every item, at least one must differ.',
    status: { kind: 'construction' },
  },
  R0601: {
    what: 'Excise goods (CL234 item AdditionalReference; with house N830 export → item type T1 or header T1/TIR; CL234 SupportingDocument, EMCS movement → T2/T2F).',
    status: { kind: 'checked', rule: 'R0601' },
  },
  R0789: {
    what: 'ActiveBorderTransportMeans up to 9 with a transit office, else 1.',
    status: { kind: 'construction' },
  },
  R0840: {
    what: 'Carrier and AdditionalSupplyChainActor identification: a valid EORI/TCUIN.',
    status: { kind: 'not-applicable', why: 'data groups never sent' },
  },
  R0849: {
    what: 'TIR: reducedDatasetIndicator 0.',
    status: { kind: 'not-applicable', why: 'TIR cannot be declared' },
  },
  R0850: {
    what: 'Identification numbers (holder, representative, consignor, location economic operator) are valid EORI/TCUIN, pattern [A-Z]{2}[\\x21-\\x7E]{1,15}.',
    status: { kind: 'construction' },
  },
  R0851: {
    what: "Consignee identification may be validated when the consignee is in the recipient's contracting party.",
    status: { kind: 'construction' },
  },
  R0855: {
    what: 'DepartureTransportMeans multiplicity: up to 3 for inland mode 3, more than 1 for mode 2, else 1.',
    status: { kind: 'construction' },
  },
  R0859: {
    what: 'Reduced dataset 1 needs a C524 authorisation; with 0 no Authorisation of type C524 is allowed.',
    status: { kind: 'checked', rule: 'R0859' },
  },
  R0900: {
    what: 'Guarantee type B for TIR; from an EU (or SM, AD) office a CL230 type; else CL229.',
    status: { kind: 'checked', rule: 'R0900' },
  },
  R0901: {
    what: 'TIR: departure and destination offices in the EU.',
    status: { kind: 'not-applicable', why: 'TIR cannot be declared' },
  },
  R0904: {
    what: 'Departure in AD/SM: destination in CL553.',
    status: { kind: 'not-applicable', why: 'departure is BE' },
  },
  R0905: {
    what: 'Departure in CL112: destination not AD/SM.',
    status: { kind: 'not-applicable', why: 'BE not in CL112' },
  },
  R0906: {
    what: 'Destination office in AD: a transit office in AD (the "actual" part is for other messages).',
    status: { kind: 'checked', rule: 'R0906' },
  },
  R0909: {
    what: 'Destination in SM from an EU office other than IT: header (or item) type T2/T2F (T2SM only from IT).',
    status: { kind: 'checked', rule: 'R0909' },
  },
  R0911: {
    what: 'Departure in SM: T2/T2F towards the EU.',
    status: { kind: 'not-applicable', why: 'departure is BE' },
  },
  R0983: {
    what: 'House gross mass ≥ sum of the gross masses of its items.',
    status: { kind: 'checked', rule: 'R0983' },
  },
  R0987: {
    what: 'Every sequenceNumber is unique in its data group and runs 1, 2, 3 … (see section 3).',
    status: { kind: 'construction' },
  },
  R0988: {
    what: 'goodsItemNumber unique within its house consignment and runs 1, 2, 3 ….',
    status: { kind: 'construction' },
  },
  R0990: {
    what: 'TIR carnet number format (IRU algorithm).',
    status: { kind: 'not-applicable', why: 'TIR cannot be declared' },
  },
  R0994: {
    what: 'Consignment gross mass ≥ sum of the house gross masses.',
    status: { kind: 'checked', rule: 'R0994' },
  },
  R3060: {
    what: 'Consignment AdditionalInformation code 30600 not allowed when a country of destination is in CL009.',
    status: { kind: 'not-applicable', why: 'data group never sent' },
  },
  R3061: {
    what: 'Item AdditionalInformation code must not be 30600.',
    status: { kind: 'not-applicable', why: 'data group never sent' },
  },
  R3062: {
    what: 'House AdditionalInformation code 30600 not allowed when a country of destination is in CL009.',
    status: { kind: 'not-applicable', why: 'data group never sent' },
  },
};

/**
 * The rules (R) and conditions (C) the EU's NCTS phase 5 applies to the transit declaration IE015
 * (our CC015C), by their official ids: 99 of them, as ../shared/rules/ncts-p5 lists them (HMRC's
 * publication of the DDNTA texts). Each is checked by a filing rule that carries its id, holds by
 * construction of the builder (a test on the built message shows it), is not applicable to a
 * declaration lodged at a Belgian office of departure (with why), or is left for later (with the
 * plan). docs/filing-rules.md is generated from this table; test/filing/ncts-official-ids.test.ts
 * keeps it complete and true. Surveyed on 2026-11-27 (docs/ncts-rules-survey.md);
 * conditions first, as the official list orders them.
 */
export const IE015_RULES: Readonly<Record<string, OfficialRule>> = {
  ...IE015_CONDITIONS,
  ...IE015_R_RULES,
};
