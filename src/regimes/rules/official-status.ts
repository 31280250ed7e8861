/** How one official NCTS rule or condition stands in this service (ie015-official-rules.ts). */
export type OfficialStatus =
  | { readonly kind: 'checked'; readonly rule: string }
  | { readonly kind: 'construction' }
  | { readonly kind: 'not-applicable'; readonly why: string }
  | { readonly kind: 'later'; readonly plan: string };

export interface OfficialRule {
  /** What it requires of a CC015C, in a sentence. */
  readonly what: string;
  readonly status: OfficialStatus;
}
