/**
 * UCC Delegated Regulation (EU) 2015/2446, Annex B, DE 4/9 "Additions and deductions": the codes
 * of what is added to or deducted from the price paid to reach the customs value. Public fact;
 * there is no EU code list file for it among the NCTS lists.
 */
export const ADDITION_CODES: Readonly<Record<string, string>> = {
  AB: 'Commissions and brokerage, except buying commissions',
  AD: 'Containers and packing',
  AE: 'Materials, components, parts and similar items incorporated in the imported goods',
  AF: 'Tools, dies, moulds and similar items used in the production of the imported goods',
  AG: 'Materials consumed in the production of the imported goods',
  AH: 'Engineering, development, artwork, design work, plans and sketches undertaken outside the Union',
  AI: 'Royalties and licence fees',
  AJ: 'Proceeds of any subsequent resale, disposal or use accruing to the seller',
  AK: 'Transport, loading and handling charges and insurance up to the entry into the Union',
  AL: 'Indirect payments and other payments (Article 70 of the Code)',
  AN: 'Additions based on a decision under Article 71 of the Code',
};

export const DEDUCTION_CODES: Readonly<Record<string, string>> = {
  BA: 'Transport after arrival at the place of entry',
  BB: 'Construction, erection, assembly, maintenance or technical assistance after importation',
  BC: 'Import duties or other charges payable in the Union on importation or sale',
  BD: 'Interest charges',
  BE: 'Charges for the right to reproduce the imported goods in the Union',
  BF: 'Buying commissions',
  BG: 'Deductions based on a decision under Article 71 of the Code',
};

/** Incoterms under which the buyer pays the main carriage: freight and insurance are added. */
const BUYER_PAYS_CARRIAGE = new Set(['EXW', 'FCA', 'FAS', 'FOB']);

/** Partners' commercial cost codes that name a DE 4/9 cost (decision 0019). */
const SYNONYMS: Readonly<Record<string, string>> = { FRT: 'freight', INS: 'insurance' };

/**
 * The DE 4/9 code of a cost: its own when it is one; freight (FRT) and insurance (INS) to the
 * Union's border are the addition AK when the incoterm leaves the carriage to the buyer, and
 * already in the price otherwise (then undefined, with the reason).
 */
export const euCostCode = (
  code: string | undefined,
  incoterm: string | undefined,
): { code: string } | { why: string } => {
  if (code && (code in ADDITION_CODES || code in DEDUCTION_CODES)) return { code };
  const synonym = code ? SYNONYMS[code] : undefined;
  if (!synonym)
    return {
      why: `${code || '(none)'} is not an addition (AB to AN) or deduction (BA to BG) code of DE 4/9, nor FRT or INS`,
    };
  if (incoterm && BUYER_PAYS_CARRIAGE.has(incoterm)) return { code: 'AK' };
  return {
    why: `${code} (${synonym}) is part of the price under ${incoterm ?? 'an unknown incoterm'}: send AK only for carriage the buyer pays up to the Union's border, BA for carriage after it`,
  };
};
