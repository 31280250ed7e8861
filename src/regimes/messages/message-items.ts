/** One element of a message's data items, as generated from the published specification. */
export interface MessageItem {
  /** The element's name. */
  readonly n: string;
  readonly min: number;
  readonly max: number;
  /** R required, O optional, D dependent on a rule. */
  readonly o: string;
  /** The data item's name in the specification. */
  readonly d: string;
  /** A value's XSD base type (token, normalizedString, integer, decimal, date, dateTime). */
  readonly t?: string;
  /** XSD patterns; the value must match each. */
  readonly p?: readonly string[];
  readonly len?: number;
  readonly minLen?: number;
  readonly maxLen?: number;
  readonly digits?: number;
  readonly fraction?: number;
  /** The code list the value is taken from (CL…). */
  readonly cl?: string;
  /** A group's elements, in their order. */
  readonly c?: readonly MessageItem[];
}
