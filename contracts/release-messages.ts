// Plain functions, apart from the release-notes schema (contracts/config/listings.ts): the build's
// rules and the templates name these keys without building any schema.

/** Where a release's words are: messages, so translators translate them like every other string. */
export const releaseMessagePrefix = (id: string) => `releases.${id}.`;

/**
 * The message keys of a release: its title (JSON Feed's title), summary (one sentence, JSON
 * Feed's summary) and changes, numbered from 1 for as long as `has` finds them, so a change is
 * added to a release by adding its message.
 */
export function releaseMessageKeys(
  id: string,
  has: (key: string) => boolean,
): { title: string; summary: string; changes: string[] } {
  const prefix = releaseMessagePrefix(id);
  const changes: string[] = [];
  while (has(`${prefix}changes.${changes.length + 1}`)) changes.push(`${prefix}changes.${changes.length + 1}`);
  return { title: `${prefix}title`, summary: `${prefix}summary`, changes };
}
