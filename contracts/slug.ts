/**
 * SPEC §5 locale slug: accents removed, lowercased, non-alphanumerics dropped, spaces to hyphens,
 * repeated hyphens collapsed. Heading ids use it, so it keeps every script's letters: the marks
 * removed are accents on Latin and Greek letters ("Über" -> "uber"); the marks other scripts
 * write letters and words with stay (Cyrillic й, Japanese voicing marks, Devanagari and Thai
 * vowel signs), and the text is composed again so Korean syllables and kana come back whole.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/([\p{Script=Latin}\p{Script=Greek}])\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}
