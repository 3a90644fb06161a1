/**
 * SPEC §5: "E-mail check for a subscription helper: trim, lowercase, test against an allowed list".
 * An entry is an address, or @domain for every address of a domain; an empty list lets every
 * address through (the spec does not show the list, so the site's config holds it).
 */
export function checkEmail(value: string, allowList: readonly string[]): { email: string; allowed: boolean } {
  const email = value.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf("@"));
  return { email, allowed: allowList.length === 0 || allowList.includes(email) || allowList.includes(domain) };
}
