import { describe, expect, it } from "vitest";
import { createMarkdownRenderer } from "../../../cli/content/markdown.js";
import { localHref } from "../../../cli/build/render/page.js";

const renderer = createMarkdownRenderer();
const render = (text: string, lang = "en") =>
  renderer(text, { lang, localiseHref: (href) => localHref(href, "de") }).html;

describe("Markdown rendering", () => {
  it("never passes raw HTML through", () => {
    const html = render(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nInline <b onclick="x()">bold</b> and <!-- comment -->\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<(script|img|b|!--)/);
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain("&lt;script&gt;");
  });

  it.each([
    ["javascript:", "[x](javascript:alert(1))"],
    ["upper-case JAVASCRIPT:", "[x](JAVASCRIPT:alert(1))"],
    ["a character reference that spells javascript:", "[x](&#106;avascript:alert(1))"],
    ["a hex reference inside the scheme", "[x](java&#x73;cript:alert(1))"],
    ["vbscript:", "[x](vbscript:msgbox(1))"],
    ["data:", "[x](data:text/html,<script>alert(1)</script>)"],
    ["an autolink", "<javascript:alert(1)>"],
    ["a reference definition", "[x]\n\n[x]: javascript:alert(1)"],
    ["an image", "![x](javascript:alert(1))"],
    ["an image from data:", "![x](data:image/svg+xml;base64,PHN2Zz4=)"],
  ])("drops a link or image to an unsafe URL (%s) and keeps its text", (_name, markdown) => {
    const html = render(markdown);
    expect(html).not.toMatch(/<a |<img |href=|src=/);
    expect(html).toMatch(/^<p>(x|javascript:alert\(1\))<\/p>\n/);
  });

  it("rewrites route links to the page's locale and keeps fragments and queries", () => {
    const html = render(
      "[privacy](/privacy#data) [home](/) [q](/pro?x=1&y=2) [ext](https://example.org/a) [mail](mailto:a@example.org)",
    );
    expect(html).toContain('href="/de/privacy/#data"');
    expect(html).toContain('href="/de/"');
    expect(html).toContain('href="/de/pro/?x=1&amp;y=2"');
    expect(html).toContain('href="https://example.org/a" rel="noopener"');
    expect(html).toContain('<a href="mailto:a@example.org">');
  });

  it("percent-encodes what a URL may not hold, so the attribute stays one URL", () => {
    const html = render('[a](</a b"c>) [b](https://example.org/ä?q=1%20x)');
    expect(html).toContain('href="/de/a%20b%22c/"');
    expect(html).toContain('href="https://example.org/%C3%A4?q=1%20x"');
  });

  it("gives headings unique ids that links can target, and lists them", () => {
    const rendered = renderer(
      "## Données & vie privée\n\n## Données & vie privée\n\n### [Linked](/x) `code`\n\n## !!!\n",
      { lang: "fr", localiseHref: (href) => href },
    );
    expect(rendered.html).toContain('<h2 id="donnees-vie-privee">');
    expect(rendered.html).toContain('<h2 id="donnees-vie-privee-1">');
    expect(rendered.html).toContain('<h3 id="linked-code">');
    expect(rendered.html).toContain('<h2 id="section">');
    expect(rendered.html).not.toContain('class="anchor"');
    expect(rendered.headings).toEqual([
      { depth: 2, id: "donnees-vie-privee", text: "Données & vie privée" },
      { depth: 2, id: "donnees-vie-privee-1", text: "Données & vie privée" },
      { depth: 3, id: "linked-code", text: "Linked code" },
      { depth: 2, id: "section", text: "!!!" },
    ]);
  });

  it("renders the GFM the content uses: tables, strikethrough and autolinks", () => {
    const html = render(
      "| a | b |\n|---|---|\n| ~~old~~ | new |\n\nSee https://example.org/x, www.example.org and help@example.org.",
    );
    expect(html).toContain("<table>");
    expect(html).toContain("<td><del>old</del></td>");
    expect(html).toContain('<a href="https://example.org/x" rel="noopener">https://example.org/x</a>');
    expect(html).toContain('<a href="http://www.example.org" rel="noopener">www.example.org</a>');
    expect(html).toContain('<a href="mailto:help@example.org">help@example.org</a>');
  });

  it("writes strong emphasis as strong, and character references as the characters they name", () => {
    expect(render("**a** &copy; &#233; &nosuch; AT&T")).toBe("<p><strong>a</strong> © é &amp;nosuch; AT&amp;T</p>\n");
  });

  it("renders an empty text as nothing", () => {
    expect(renderer("", { lang: "en", localiseHref: (href) => href })).toEqual({ html: "", headings: [] });
  });
});

describe("typography in the text's own language", () => {
  const sentence = 'He said "it\'s *fine*" -- twice...';
  it.each([
    ["en", "<p>He said “it’s <em>fine</em>” – twice…</p>\n"],
    ["de", "<p>He said „it’s <em>fine</em>“ – twice…</p>\n"],
    ["fr", "<p>He said «\u00a0it’s <em>fine</em>\u00a0» – twice…</p>\n"],
    ["ja", "<p>He said 「it’s <em>fine</em>」 – twice…</p>\n"],
    ["zh-TW", "<p>He said 「it’s <em>fine</em>」 – twice…</p>\n"],
    ["pt-PT", "<p>He said «it’s <em>fine</em>» – twice…</p>\n"],
    ["pt-BR", "<p>He said “it’s <em>fine</em>” – twice…</p>\n"],
  ])("quotes and dashes in %s", (lang, expected) => {
    expect(render(sentence, lang)).toBe(expected);
  });

  it("leaves text alone in a language that does not use them", () => {
    expect(render(sentence, "und")).toBe("<p>He said &quot;it's <em>fine</em>&quot; -- twice...</p>\n");
  });

  it("uses the inner marks for single quotes, and pairs quotes across emphasis", () => {
    expect(render("'a' \"**b**\"", "de")).toBe("<p>‚a‘ „<strong>b</strong>“</p>\n");
  });

  it("never changes code, code blocks, URLs or link targets", () => {
    const html = render('`"a" -- b` and https://example.org/a--b (c)\n\n```\n"x" -- y\n```\n\n[l](/a--b "t")', "de");
    expect(html).toContain("<code>&quot;a&quot; -- b</code>");
    expect(html).toContain(">https://example.org/a--b</a> ©");
    expect(html).toContain("<pre><code>&quot;x&quot; -- y\n</code></pre>");
    expect(html).toContain('href="/de/a--b/"');
  });

  it("makes heading ids from the text as written", () => {
    expect(render('## "Quoted" -- heading', "de")).toBe('<h2 id="quoted-heading">„Quoted“ – heading</h2>\n');
  });
});
