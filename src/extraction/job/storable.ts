/** PostgreSQL's text and jsonb hold no NUL character: one read from a document is dropped. */
export const storableText = (text: string): string => text.replaceAll('\u0000', '');

/** A value as it can be stored in jsonb: every string without NUL characters. */
export const storable = <T>(value: T): T =>
  value === undefined || value === null
    ? value
    : (JSON.parse(
        JSON.stringify(value, (_key, item: unknown) =>
          typeof item === 'string' ? storableText(item) : item,
        ),
      ) as T);
