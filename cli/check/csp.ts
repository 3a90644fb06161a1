export type Policy = ReadonlyMap<string, readonly string[]>;

export function parsePolicy(value: string): Policy {
  const directives = new Map<string, string[]>();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources that govern a kind of content, following CSP's fallback chain. */
export function sourcesFor(policy: Policy, chain: readonly string[]): readonly string[] | null {
  for (const directive of chain) {
    const sources = policy.get(directive);
    if (sources) return sources;
  }
  return null;
}

export const INLINE_SCRIPT_CHAIN = ["script-src-elem", "script-src", "default-src"];
export const STYLE_ATTRIBUTE_CHAIN = ["style-src-attr", "style-src", "default-src"];
export const STYLE_ELEMENT_CHAIN = ["style-src-elem", "style-src", "default-src"];

/**
 * Whether inline content with this hash may run. Once a hash or nonce is listed,
 * browsers ignore 'unsafe-inline', exactly as here.
 */
export function allowsInline(sources: readonly string[] | null, hash: string): boolean {
  if (sources === null) return true;
  if (sources.includes(`'${hash}'`)) return true;
  const hashesOrNonces = sources.some((source) => /^'(?:sha(?:256|384|512)-|nonce-)/.test(source));
  return !hashesOrNonces && sources.includes("'unsafe-inline'");
}
