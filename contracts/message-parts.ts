/**
 * A message with values that are not plain text: a price wrapped in <bdi>, so that in an Arabic or
 * Hebrew sentence "US$ 74.99" keeps its own direction instead of being reordered by the
 * bidirectional algorithm. The message is formatted with a private-use mark in place of each such
 * value (no catalogue contains one), then split at the marks; templates and islands render the
 * pieces. The marks start at U+E100: U+E000–U+E0FF belong to the build's fallback marking
 * (cli/i18n/translate.ts), which wraps a whole message, value marks included.
 */
const FIRST_MARK = 0xe100;
const MARK = /([\uE100-\uE1FF])/;

export function messageParts<T>(
  format: (marks: Record<string, string>) => string,
  values: Readonly<Record<string, T>>,
): (string | T)[] {
  const names = Object.keys(values);
  const marks = Object.fromEntries(names.map((name, index) => [name, String.fromCharCode(FIRST_MARK + index)]));
  return format(marks)
    .split(MARK)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const name = MARK.test(piece) ? names[piece.charCodeAt(0) - FIRST_MARK] : undefined;
      return name === undefined ? piece : values[name]!;
    });
}
