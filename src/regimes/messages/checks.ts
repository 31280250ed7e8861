import { checkOfficeCode } from '../../identifiers/index.ts';
import type { ReferenceCodes } from './code-lists.ts';
import { leaf } from './xml-tree.ts';

/** One reason a message cannot be built as it stands. */
export interface FilingProblem {
  /** The filing rule it breaks (docs/filing-rules.md); absent for a missing value or a code. */
  readonly rule?: string;
  /** Where in the message: `Consignment/HouseConsignment[2]/ConsignmentItem[1]/Packaging[1]/typeOfPackages`. */
  readonly element: string;
  /** Where in the data: a JSON Pointer into the canonical declaration, or `settings:<key>`. */
  readonly path: string;
  readonly message: string;
  /** What a page words it from in the user's language, where the rule gives it (filing-rule.ts). */
  readonly params?: Readonly<Record<string, unknown>>;
}

/** What a value must satisfy: present, a code of an EU list (CLnnn), an office with a role (CL056). */
export interface Rules {
  readonly required?: boolean;
  readonly list?: string;
  readonly role?: string;
  /** A customs office that exists, whatever its roles (no public role for import offices). */
  readonly office?: boolean;
}

type Value = string | number | boolean | null | undefined;

/**
 * Collects every problem of one build instead of stopping at the first, so a declarant sees the
 * whole list at once: missing mandatory values, codes not in their list, offices without the role.
 */
export class Checks {
  readonly problems: FilingProblem[] = [];
  /** Values the message has no place for: reported on the dossier, never dropped silently. */
  readonly notices: FilingProblem[] = [];

  constructor(private readonly codes: ReferenceCodes) {}

  required<T>(value: T | undefined | null, element: string, path: string): T | undefined {
    if (value === undefined || value === null || value === '') {
      this.problems.push({ element, path, message: 'is required and has no value' });
      return undefined;
    }
    return value;
  }

  /** A coded value: known in its list (CLnnn) when the list is loaded. */
  code<T extends string | number | undefined>(
    list: string,
    value: T,
    element: string,
    path: string,
  ) {
    if (value === undefined || value === '') return value;
    if (this.codes.has(list, String(value)) === false)
      this.problems.push({ element, path, message: `${String(value)} is not a code of ${list}` });
    return value;
  }

  /** A customs office that exists and has the role the element needs (CL056: DEP, DES, TRA, ...). */
  office(role: string | undefined, value: string | undefined, element: string, path: string) {
    if (value === undefined) return value;
    const checked = checkOfficeCode(value, {
      roles: (office) => this.codes.officeRoles(office),
      ...(role ? { role } : {}),
    });
    if (!checked.ok) this.problems.push({ element, path, message: checked.reason });
    return value;
  }

  /** Whether an EU list has a code; undefined when the list is not loaded. */
  has(list: string, code: string): boolean | undefined {
    return this.codes.has(list, code);
  }

  /** A value the message cannot carry: an info-level notice, not a reason to refuse. */
  notCarried(value: unknown, element: string, path: string, why: string) {
    if (value === undefined || value === null || value === '') return;
    this.notices.push({ element, path, message: `is not carried in the message: ${why}` });
  }

  /**
   * R0987, R0007: the message numbers each group 1, 2, 3 …; where the dossier's own number
   * differs, the dossier keeps it and the declarant is told which number was filed for it.
   */
  numbered(element: string, path: string, dossier: number | undefined, filed: number) {
    if (dossier === undefined || dossier === filed) return filed;
    this.notices.push({
      element,
      path,
      message: `${dossier} is filed as ${filed}: the message numbers each group 1, 2, 3 … (R0987)`,
      params: { renumbered: { from: dossier, to: filed } },
    });
    return filed;
  }

  rule(ok: boolean, element: string, path: string, message: string) {
    if (!ok) this.problems.push({ element, path, message });
  }

  /** Runs a value's rules, naming `element` and `path` in every problem, and returns the value. */
  check<T extends Value>(value: T, element: string, path: string, rules: Rules): T | undefined {
    const present = rules.required ? this.required(value, element, path) : value;
    if (present === undefined || present === null || typeof present === 'boolean') return present;
    if (rules.list) this.code(rules.list, present, element, path);
    if (rules.role || rules.office) this.office(rules.role, String(present), element, path);
    return present;
  }

  /** Leaves of the element group at `where` (`Consignment/LocationOfGoods`), each checked by its rules. */
  within(where: string) {
    return {
      leaf: (name: string, value: Value, path: string, rules: Rules = {}) =>
        leaf(name, this.check(value, where ? `${where}/${name}` : name, path, rules), path),
    };
  }
}
