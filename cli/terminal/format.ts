/** 1536 -> "1.5 KB". Decimal-free for bytes, one decimal above. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

const useColour = (stream: NodeJS.WriteStream) => stream.isTTY && !process.env.NO_COLOR;

export function colours(stream: NodeJS.WriteStream) {
  const wrap = (code: number) => (text: string) => (useColour(stream) ? `\u001b[${code}m${text}\u001b[0m` : text);
  return { red: wrap(31), green: wrap(32), yellow: wrap(33), dim: wrap(2), bold: wrap(1) };
}
