import { describe, expect, it } from "vitest";
import { allowsInline, INLINE_SCRIPT_CHAIN, parsePolicy, sourcesFor } from "../../../cli/check/csp.js";
import { contentSecurityPolicies, matchesPattern, parseHeadersFile } from "../../../cli/headers-file.js";

const HEADERS = `# comment
/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='
  X-Frame-Options: DENY
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/:locale/pro/*
  Content-Security-Policy: frame-ancestors 'none'
`;

describe("_headers", () => {
  it("applies every block whose pattern matches, in file order", () => {
    const rules = parseHeadersFile(HEADERS);
    expect(contentSecurityPolicies(rules, "/en/about/")).toEqual([
      "default-src 'self'; script-src 'self' 'sha256-abc='",
    ]);
    expect(contentSecurityPolicies(rules, "/de/pro/welcome/")).toHaveLength(2);
  });

  it("matches splats and placeholders like the static hosts that read the file", () => {
    expect(matchesPattern("/*", "/")).toBe(true);
    expect(matchesPattern("/assets/*", "/assets/main.js")).toBe(true);
    expect(matchesPattern("/assets/*", "/en/assets/main.js")).toBe(false);
    expect(matchesPattern("/:locale/pro", "/pt-PT/pro")).toBe(true);
    expect(matchesPattern("/:locale/pro", "/a/b/pro")).toBe(false);
    expect(matchesPattern("/a.b", "/axb")).toBe(false);
  });
});

describe("CSP", () => {
  it("falls back from script-src-elem to script-src to default-src", () => {
    expect(sourcesFor(parsePolicy("default-src 'self'"), INLINE_SCRIPT_CHAIN)).toEqual(["'self'"]);
    expect(sourcesFor(parsePolicy("default-src 'none'; script-src 'self'"), INLINE_SCRIPT_CHAIN)).toEqual(["'self'"]);
    expect(sourcesFor(parsePolicy("img-src 'self'"), INLINE_SCRIPT_CHAIN)).toBeNull();
  });

  it("allows inline code by its hash, and ignores 'unsafe-inline' once a hash is listed, as browsers do", () => {
    expect(allowsInline(["'self'", "'sha256-abc='"], "sha256-abc=")).toBe(true);
    expect(allowsInline(["'self'", "'sha256-abc='"], "sha256-other=")).toBe(false);
    expect(allowsInline(["'self'", "'unsafe-inline'"], "sha256-other=")).toBe(true);
    expect(allowsInline(["'unsafe-inline'", "'sha256-abc='"], "sha256-other=")).toBe(false);
  });
});
