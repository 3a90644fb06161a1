import MarkdownIt from "markdown-it";
import { slugify } from "../../contracts/slug.js";

export interface MarkdownEnv {
  /** Turns a root-relative route path written in Markdown (/privacy#data) into this page's locale URL. */
  localiseHref: (href: string) => string;
}

/**
 * One renderer for all pages. Raw HTML is off: content never reaches the page as markup,
 * and headings get ids so links can point at sections.
 */
export function createMarkdownRenderer(): (body: string, env: MarkdownEnv) => string {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

  md.core.ruler.push("heading_ids", (state) => {
    const used = new Map<string, number>();
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.type !== "heading_open") continue;
      const base = slugify(tokens[i + 1]?.content ?? "") || "section";
      const count = used.get(base) ?? 0;
      used.set(base, count + 1);
      token.attrSet("id", count ? `${base}-${count}` : base);
    }
  });

  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const href = String(token.attrGet("href") ?? "");
    if (href.startsWith("/") && !href.startsWith("//")) token.attrSet("href", (env as unknown as MarkdownEnv).localiseHref(href));
    else if (/^https?:\/\//.test(href)) token.attrSet("rel", "noopener");
    return self.renderToken(tokens, idx, options);
  };

  return (body, env) => md.render(body, { ...env });
}
