/**
 * A Markdown body as the units a translator works in: its blocks (paragraphs, headings, lists,
 * fenced code), separated by blank lines. Translation memories match at this size, and a changed
 * paragraph is one unit to review, not a whole page.
 *
 * Joining the blocks with the separators gives the body back exactly, so an untouched page
 * survives an export and import byte for byte.
 */
export interface MarkdownBlocks {
  /** Blank lines before the first block. */
  lead: string;
  blocks: string[];
  /** separators[i] stands between blocks[i] and blocks[i + 1]. */
  separators: string[];
  /** What follows the last block (its final newline, trailing blank lines). */
  tail: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function splitBlocks(body: string): MarkdownBlocks {
  const lines = body.split("\n");
  const blocks: string[] = [];
  const separators: string[] = [];
  let lead = "";
  let current: string[] = [];
  let gap: string[] = [];
  let fence: string | null = null;
  const blank = (line: string) => line.trim() === "";
  for (const line of lines) {
    if (fence === null && blank(line)) {
      if (current.length) {
        blocks.push(current.join("\n"));
        current = [];
        gap = [];
      }
      gap.push(line);
      continue;
    }
    if (!current.length) {
      if (blocks.length) separators.push(`\n${gap.join("\n")}\n`);
      else lead = gap.length ? `${gap.join("\n")}\n` : "";
      gap = [];
    }
    current.push(line);
    const opening = FENCE.exec(line)?.[1];
    if (fence === null && opening) fence = opening[0]!.repeat(opening.length);
    else if (fence !== null && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, "") === "") fence = null;
  }
  if (current.length) blocks.push(current.join("\n"));
  // `gap` holds the lines after the last block: the body's final newline and any blank lines.
  const tail = blocks.length ? (gap.length ? `\n${gap.join("\n")}` : "") : "";
  if (!blocks.length) lead = body;
  return { lead, blocks, separators, tail };
}

export function joinBlocks({ lead, blocks, separators, tail }: MarkdownBlocks): string {
  let out = lead;
  blocks.forEach((block, index) => {
    out += block;
    if (index < blocks.length - 1) out += separators[index] ?? "\n\n";
  });
  return out + tail;
}
