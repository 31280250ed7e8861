import { catalog, type SettingKey, type SettingValues } from '../settings/index.ts';

export type CompanySettingKey = Extract<SettingKey, `declarations:${string}`>;

/**
 * The company's own data that declarations are completed and filed with: the `declarations:*`
 * runtime settings (SPEC.md "Company defaults merged into ingested declarations"). One type for
 * ingestion, filing and the web pages.
 */
export type CompanySettings = { readonly [K in CompanySettingKey]: SettingValues[K] };

const companyKeys = (Object.keys(catalog) as SettingKey[]).filter((key): key is CompanySettingKey =>
  key.startsWith('declarations:'),
);

/** The catalog's defaults with some values set: where tools and tests start from. */
export const companySettings = (values: Partial<CompanySettings> = {}): CompanySettings =>
  Object.fromEntries(
    companyKeys.map((key) => [key, values[key] ?? catalog[key].default]),
  ) as unknown as CompanySettings;
