/** Plain aligned columns for terminal output; `--json` is the form for scripts. */
export const formatTable = (
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string => {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
};

export const isoDate = (date: Date | null): string =>
  date ? date.toISOString().slice(0, 10) : '-';
export const isoMinute = (date: Date): string =>
  `${date.toISOString().slice(0, 16).replace('T', ' ')}Z`;
