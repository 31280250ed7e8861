import type { Kind } from './kinds.ts';

export interface SettingDefinition<T> {
  readonly kind: Kind<T>;
  readonly default: T;
  readonly doc: string;
  /** Editable at run time: kept in the database, seeded from configuration on first start. */
  readonly runtime?: boolean;
  /** Never printed: not in errors, not by `customs settings get`. */
  readonly secret?: boolean;
  /** Environment variables accepted as shortcuts, below the full `Section__Key` form. */
  readonly envAliases?: readonly string[];
}

export const define = <T>(
  kind: Kind<T>,
  defaultValue: NoInfer<T>,
  doc: string,
  options: Pick<SettingDefinition<T>, 'runtime' | 'secret' | 'envAliases'> = {},
): SettingDefinition<T> => ({ kind, default: defaultValue, doc, ...options });
