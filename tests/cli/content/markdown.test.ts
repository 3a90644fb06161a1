import { describe, expect, it } from "vitest";
import { createMarkdownRenderer } from "../../../cli/content/markdown.js";
import { localHref } from "../../../cli/build/render/page.js";

const render = createMarkdownRenderer();
const env = { localiseHref: (href: string) => localHref(href, "de") };

describe("Markdown rendering", () => {
  it("never passes raw HTML through", () => {
    const html = render('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))', env);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain("&lt;script&gt;");
  });

  it("rewrites route links to the page's locale and keeps fragments and queries", () => {
    const html = render("[privacy](/privacy#data) [home](/) [q](/pro?x=1) [ext](https://example.org/a)", env);
    expect(html).toContain('href="/de/privacy/#data"');
    expect(html).toContain('href="/de/"');
    expect(html).toContain('href="/de/pro/?x=1"');
    expect(html).toContain('href="https://example.org/a" rel="noopener"');
  });

  it("gives headings unique ids that links can target", () => {
    const html = render("## Données & vie privée\n\n## Données & vie privée\n", env);
    expect(html).toContain('<h2 id="donnees-vie-privee">');
    expect(html).toContain('<h2 id="donnees-vie-privee-1">');
  });
});
