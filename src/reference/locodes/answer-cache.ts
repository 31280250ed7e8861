/**
 * The last answers given, by key, least recently used out first. A search answer depends only on
 * the list and the search, and the key holds the id of the import that made the list: an entry
 * is never stale, only unused after the next import, and ages out.
 */
export const answerCache = <Value>(capacity: number) => {
  const entries = new Map<string, Value>();
  return {
    get(key: string): Value | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: Value): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
};
