/** One block of a `_headers` file (the format Netlify and Cloudflare Pages read). */
export interface HeaderRule {
  pattern: string;
  headers: { name: string; value: string }[];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && colon > 0)
      rule.headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return rules;
}

/** `*` matches anything (the splat), `:name` one path segment; otherwise the path must match exactly. */
export function matchesPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`).test(path);
}

/** Every header that applies to a path, in file order (hosts send them all). */
export function headersFor(rules: readonly HeaderRule[], path: string): { name: string; value: string }[] {
  return rules.filter((rule) => matchesPattern(rule.pattern, path)).flatMap((rule) => rule.headers);
}

export function contentSecurityPolicies(rules: readonly HeaderRule[], path: string): string[] {
  return headersFor(rules, path)
    .filter((header) => header.name.toLowerCase() === "content-security-policy")
    .map((header) => header.value);
}
