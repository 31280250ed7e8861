import sanitizeHtml from 'sanitize-html';
import type { Db } from '../db/index.ts';
import { readRuntimeSettings } from '../runtime-settings/index.ts';
import { isLanguage, type Language } from '../i18n/index.ts';

export interface Branding {
  readonly titlePlain: string;
  readonly titleHtml: string;
  readonly mainColor: string;
  /** Branding:DefaultLanguage: for a user who chose none and whose browser asks for none of ours. */
  readonly defaultLanguage: Language;
}

/**
 * Branding:TitleHtml is shown as markup in every page's header: only a few inline tags survive,
 * no attribute but `class`, so an admin's title can never run script or load anything.
 */
export const sanitizeTitle = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: ['b', 'i', 'em', 'strong', 'span', 'small', 'sup', 'sub', 'br'],
    allowedAttributes: { span: ['class'] },
    disallowedTagsMode: 'discard',
  });

/** The runtime branding settings, read at the moment of use (an admin may change them). */
export const readBranding = async (db: Db): Promise<Branding> => {
  const settings = await readRuntimeSettings(db);
  return {
    titlePlain: settings['Branding:TitlePlain'],
    titleHtml: sanitizeTitle(settings['Branding:TitleHtml']),
    mainColor: settings['Branding:MainColor'] || '#1d4ed8',
    defaultLanguage: isLanguage(settings['Branding:DefaultLanguage'])
      ? settings['Branding:DefaultLanguage']
      : 'nl',
  };
};
