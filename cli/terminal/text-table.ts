/** Columns padded to their widest cell; numbers aligned right. */
export function textTable({ header, rows }: { header: string[]; rows: string[][] }): string[] {
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, index) => (index === 0 || index === header.length - 1 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  ")}`.trimEnd();
  return [line(header), ...rows.map(line)];
}
