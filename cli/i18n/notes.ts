import type { Node } from "yaml";
import { yamlPackage } from "../yaml/yaml-package.js";

/**
 * Translators' notes, written in the default catalogue as comments: the comment right above a
 * message says what it is about ("Contract" is a job type, "Imprint" the legal notice), and the
 * comment above a group of messages applies to each message directly in it. A comment separated
 * from the key by a blank line belongs to no message. Exported with the strings (XLIFF <note>, PO
 * `#.`), so the words that read two ways in English come with the meaning the site needs.
 */
export function translatorNotes(text: string): Map<string, string[]> {
  const { isMap, isScalar, parseDocument } = yamlPackage();
  const notes = new Map<string, string[]>();
  const walk = (node: Node | null | undefined, path: string[], groupNote: string | null) => {
    if (!isMap(node)) return;
    node.items.forEach((pair, index) => {
      if (!isScalar(pair.key)) return;
      // The yaml package puts the comment above a mapping's first key on the mapping itself.
      const comment = attached(pair.key.commentBefore) ?? (index === 0 ? attached(node.commentBefore) : null);
      const key = [...path, String(pair.key.value)];
      if (isMap(pair.value)) walk(pair.value, key, comment);
      else
        notes.set(
          key.join("."),
          [groupNote, comment].filter((note): note is string => note !== null),
        );
    });
  };
  walk(parseDocument(text, { uniqueKeys: false }).contents as Node | null, [], null);
  for (const [key, list] of notes) if (list.length === 0) notes.delete(key);
  return notes;
}

/** The comment lines right above the key (after the last blank line), as one line of text. */
function attached(comment: string | null | undefined): string | null {
  if (!comment) return null;
  const lines = comment.split("\n").map((line) => line.trim());
  const text = lines.slice(lines.lastIndexOf("") + 1).join(" ");
  return text === "" ? null : text;
}
