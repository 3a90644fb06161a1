import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, prepareSite, type BuildSummary } from "../../../cli/build/build.js";
import { replan, rerender } from "../../../cli/build/rebuild.js";
import type { SiteError } from "../../../cli/errors.js";
import { copyFixture } from "../../helpers/fixture-site.js";
import { fileTree } from "../../helpers/tree.js";
import { siteCheck } from "../check/run-check.js";

type Fixture = Awaited<ReturnType<typeof copyFixture>>;

/** The tests' clock: after four posts, before the one dated September. */
const JUNE = new Date("2026-06-01T00:00:00Z");
const BASE = "https://fixture.example";

async function build(site: Fixture, out: string, options: { cache?: boolean; now?: Date } = {}): Promise<BuildSummary> {
  const result = await buildSite({
    rootDir: site.dir,
    outDir: join(site.dir, out),
    environment: "production",
    workers: 1,
    now: options.now ?? JUNE,
    cache: options.cache,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors, null, 2));
  return result.value;
}

async function buildErrors(site: Fixture): Promise<SiteError[]> {
  const result = await buildSite({
    rootDir: site.dir,
    outDir: join(site.dir, "dist-broken"),
    environment: "production",
    workers: 1,
    now: JUNE,
    cache: false,
  });
  if (result.ok) throw new Error("the build was expected to fail");
  return result.errors;
}

/** The entries a built list or home page shows, in order, by slug. */
const listed = (html: string, attribute = "data-entries") =>
  [...(new RegExp(`<ul ${attribute}="true">(.*?)</ul>`).exec(html)?.[1] ?? "").matchAll(/data-entry="([^"]+)"/g)].map(
    (match) => match[1],
  );

describe("a collection built from a folder of Markdown", () => {
  let site: Fixture;
  const page = (file: string) => readFile(join(site.dir, "dist", file), "utf8");
  beforeAll(async () => {
    site = await copyFixture("collection-site");
    await build(site, "dist");
  });
  afterAll(() => site.remove());

  it("lists the entries newest first, perPage a page, with each page's URL", async () => {
    const first = await page("en/blog/index.html");
    expect(listed(first)).toEqual(["fourth-post", "third-post"]);
    expect(listed(await page("en/blog/page/2/index.html"))).toEqual(["second-post", "first-post"]);
    // Four entries at two a page are two pages exactly: no third, and no /page/1.
    expect(existsSync(join(site.dir, "dist/en/blog/page/3/index.html"))).toBe(false);
    expect(existsSync(join(site.dir, "dist/en/blog/page/1/index.html"))).toBe(false);
    expect(first).toContain(
      '<nav data-pages="true"><a href="/en/blog/" aria-current="page">1</a><a href="/en/blog/page/2/">2</a></nav>',
    );
  });

  it("names each page of a list past the first by its number in its title", async () => {
    expect(await page("en/blog/index.html")).toContain("<title>Blog | Fixture</title>");
    expect(await page("en/blog/page/2/index.html")).toContain("<title>Blog, page 2 of 2 | Fixture</title>");
  });

  it("writes a page per tag in use, paginated like the list, and links each entry's tags", async () => {
    expect(listed(await page("en/blog/tags/guides/index.html"))).toEqual(["third-post", "second-post"]);
    expect(listed(await page("en/blog/tags/product/index.html"))).toEqual(["fourth-post", "second-post"]);
    expect(listed(await page("en/blog/tags/company/index.html"))).toEqual(["first-post"]);
    expect(await page("en/blog/tags/guides/index.html")).toContain("<title>Guides – Blog | Fixture</title>");
    expect(await page("en/blog/second-post/index.html")).toContain(
      '<ul data-tags="true"><li><a href="/en/blog/tags/guides/">Guides</a></li><li><a href="/en/blog/tags/product/">Product news</a></li></ul>',
    );
  });

  it("links each entry to the next older and newer one, and to those sharing its tags", async () => {
    const second = await page("en/blog/second-post/index.html");
    expect(second).toContain('<a data-older="true" href="/en/blog/first-post/">First post</a>');
    expect(second).toContain('<a data-newer="true" href="/en/blog/third-post/">Third post</a>');
    expect(listed(second, "data-related")).toEqual(["third-post", "fourth-post"]);
    expect(await page("en/blog/fourth-post/index.html")).not.toContain("data-newer");
  });

  it("leaves drafts and entries dated after the build's clock out of every page and feed", async () => {
    for (const slug of ["draft-post", "future-post"]) {
      expect(existsSync(join(site.dir, `dist/en/blog/${slug}/index.html`))).toBe(false);
      for (const file of [
        "en/blog/index.html",
        "en/blog/page/2/index.html",
        "en/blog/tags/guides/index.html",
        "en/blog/tags/product/index.html",
        "en/index.html",
        "en/blog/rss.xml",
        "en/blog/feed.json",
        "sitemap.xml",
      ]) {
        expect(await page(file)).not.toContain(slug);
      }
    }
  });

  it("lists in a language with translations only its own entries, and links the English list for the others", async () => {
    const german = await page("de/blog/index.html");
    expect(listed(german)).toEqual(["second-post"]);
    expect(german).toContain('<a href="/de/blog/second-post/">Zweiter Beitrag</a>');
    // first, third and fourth are English only.
    expect(german).toContain('<a data-elsewhere="true" href="/en/blog/" hrefLang="en">3</a>');
    expect(existsSync(join(site.dir, "dist/de/blog/page/2/index.html"))).toBe(false);
    expect(existsSync(join(site.dir, "dist/de/blog/first-post/index.html"))).toBe(false);
    expect(await page("en/blog/index.html")).not.toContain("data-elsewhere");
  });

  it("writes an entry written in one language only in that language, listed nowhere else", async () => {
    expect(await page("fr/blog/article-francais/index.html")).toContain("<h1>Article en français</h1>");
    expect(existsSync(join(site.dir, "dist/en/blog/article-francais/index.html"))).toBe(false);
    for (const list of ["en/blog/index.html", "en/blog/page/2/index.html", "de/blog/index.html"])
      expect(await page(list)).not.toContain("article-francais");
    // Its language switcher sends the other languages to their list.
    expect(await page("fr/blog/article-francais/index.html")).toContain(
      '<nav data-language-switcher="true"><a href="/en/blog/" hrefLang="en">English</a><a href="/de/blog/" hrefLang="de">Deutsch</a><a href="/fr/blog/article-francais/" hrefLang="fr">Français</a></nav>',
    );
  });

  it("sends the language switcher of a tag page missing in a language to that language's list", async () => {
    // German has no post about the company: its switcher entry on that tag's page leads to the German blog.
    expect(await page("en/blog/tags/company/index.html")).toContain(
      '<a href="/de/blog/" hrefLang="de">Deutsch</a><a href="/fr/blog/tags/company/" hrefLang="fr">Français</a>',
    );
  });

  it("lists each entry in the sitemap in the languages it is written in, with those as its alternates", async () => {
    const sitemap = await page("sitemap.xml");
    const entry = (loc: string) =>
      new RegExp(`<url>\\n    <loc>${BASE}${loc}</loc>\\n((?:    <xhtml:link [^\\n]+\\n)*)  </url>`).exec(
        sitemap,
      )?.[1] ?? null;
    expect(entry("/fr/blog/article-francais/")).toBe(
      `    <xhtml:link rel="alternate" hreflang="fr" href="${BASE}/fr/blog/article-francais/"/>\n`,
    );
    expect(entry("/de/blog/second-post/")).toBe(
      [
        `    <xhtml:link rel="alternate" hreflang="en" href="${BASE}/en/blog/second-post/"/>`,
        `    <xhtml:link rel="alternate" hreflang="de" href="${BASE}/de/blog/second-post/"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/en/blog/second-post/"/>`,
        "",
      ].join("\n"),
    );
    expect(entry("/en/blog/first-post/")).not.toContain('hreflang="de"');
    expect(entry("/de/blog/first-post/")).toBeNull();
  });

  it("shows the newest entries on a page whose route lists the collection, as many as the feed limit", async () => {
    expect(listed(await page("en/index.html"), "data-latest")).toEqual(["fourth-post", "third-post", "second-post"]);
    expect(listed(await page("fr/index.html"), "data-latest")).toEqual(["article-francais"]);
  });

  it("shows a collection's own Markdown above its first list page", async () => {
    expect(await page("en/press/index.html")).toMatch(/<div data-intro="true"><p>Write to .*press@fixture\.example/);
    expect(await page("en/press/launch/index.html")).toContain(
      '<p data-byline="true">Berlin <time dateTime="2026-02-01">2026-02-01</time></p>',
    );
  });

  it("announces the feeds in the head of the collection's pages", async () => {
    const head = (await page("en/blog/third-post/index.html")).split("</head>")[0]!;
    expect(head).toContain(
      '<link rel="alternate" type="application/rss+xml" href="/en/blog/rss.xml" title="Blog (RSS)">',
    );
    expect(head).toContain(
      '<link rel="alternate" type="application/atom+xml" href="/en/blog/atom.xml" title="Blog (Atom)">',
    );
    expect(head).toContain(
      '<link rel="alternate" type="application/feed+json" href="/en/blog/feed.json" title="Blog (JSON Feed)">',
    );
  });

  describe("its feeds", () => {
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
    const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
    const RFC_822 =
      /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
    const absolute = (url: string) => expect(url).toMatch(new RegExp(`^${BASE}/`));

    it("writes RSS 2.0 as valid XML with RFC 822 dates and absolute links, the newest `limit` entries", async () => {
      const text = await page("en/blog/rss.xml");
      expect(XMLValidator.validate(text)).toBe(true);
      const channel = xml.parse(text).rss.channel;
      expect(xml.parse(text).rss["@version"]).toBe("2.0");
      expect(channel.item.map((item: { link: string }) => item.link)).toEqual([
        `${BASE}/en/blog/fourth-post/`,
        `${BASE}/en/blog/third-post/`,
        `${BASE}/en/blog/second-post/`,
      ]);
      expect(channel.item[0].title).toBe('Fourth <post> & "more"');
      expect(channel.item[0].pubDate).toBe("Fri, 10 Apr 2026 07:30:00 GMT");
      for (const item of channel.item) {
        expect(item.pubDate).toMatch(RFC_822);
        absolute(item.link);
        for (const [, href] of String(item["content:encoded"]).matchAll(/(?:href|src)="([^"]*)"/g)) absolute(href!);
      }
      expect(channel.lastBuildDate).toMatch(RFC_822);
      absolute(channel.link);
      // The second post links to the first, to /about#team and to its own heading: all absolute.
      expect(channel.item[2]["content:encoded"]).toContain(`href="${BASE}/en/blog/second-post/#steps"`);
    });

    it("writes Atom as valid XML with RFC 3339 dates, a translated language's feed with its own entries only", async () => {
      const text = await page("fr/blog/atom.xml");
      expect(XMLValidator.validate(text)).toBe(true);
      const feed = xml.parse(text).feed;
      expect(feed.updated).toMatch(RFC_3339);
      expect(feed.entry.link["@href"]).toBe(`${BASE}/fr/blog/article-francais/`);
      for (const entry of [feed.entry]) {
        expect(entry.updated).toMatch(RFC_3339);
        expect(entry.published).toMatch(RFC_3339);
      }
    });

    it("writes JSON Feed as JSON with RFC 3339 dates and absolute URLs", async () => {
      const feed = JSON.parse(await page("en/blog/feed.json"));
      expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
      absolute(feed.home_page_url);
      absolute(feed.feed_url);
      expect(feed.items).toHaveLength(3);
      for (const item of feed.items) {
        absolute(item.url);
        expect(item.date_published).toMatch(RFC_3339);
        expect(item.date_modified).toMatch(RFC_3339);
      }
      // The third post was updated after it was published.
      expect(feed.items[1]).toMatchObject({
        date_published: "2026-03-10T00:00:00.000Z",
        date_modified: "2026-04-01T00:00:00.000Z",
      });
    });

    it("says the same of the same entries whenever it is built: no date comes from the clock", async () => {
      const before = await page("en/blog/rss.xml");
      await build(site, "dist-later", { now: new Date("2026-08-01T00:00:00Z"), cache: false });
      expect(await readFile(join(site.dir, "dist-later/en/blog/rss.xml"), "utf8")).toBe(before);
    });
  });

  it("passes site check: links, HTML and budgets of every collection page", async () => {
    const result = await siteCheck(site.dir);
    // German and French list only their own posts: 2 and 4 fewer list and tag pages than English.
    expect(result.out).toContain("site check dist: 26 pages in 3 locales");
    expect(result.out).not.toContain("✗ error");
    expect(result.code).toBe(0);
  });
});

describe("a collection in site dev", () => {
  let site: Fixture;
  beforeAll(async () => {
    site = await copyFixture("collection-site");
  });
  afterAll(() => site.remove());

  it("shows drafts and entries dated later, marked, and re-renders what an edited entry changes", async () => {
    const prepared = await prepareSite(site.dir, "local", { schedule: { now: JUNE.getTime(), preview: true } });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.errors));
    const blog = prepared.value.plan.pages.find((page) => page.url === "/en/blog/")!;
    expect(
      blog.collection?.kind === "list" && blog.collection.entries.map((entry) => [entry.slug, entry.status]),
    ).toEqual([
      ["future-post", "scheduled"],
      ["draft-post", "draft"],
    ]);

    const text = (await site.read("content/en/blog/third-post.md")).replace(
      "title: Third post",
      "title: Third post, renamed",
    );
    const result = replan(prepared.value, {
      kind: "content",
      key: "en/blog/third-post.md",
      file: "content/en/blog/third-post.md",
      text,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const files = result.value.pages.map((page) => page.file);
    // Its page, the lists and tag pages it is on, its neighbours and related entries, the home pages.
    expect(files).toEqual(
      expect.arrayContaining([
        "en/blog/third-post/index.html",
        "en/blog/page/2/index.html",
        "en/blog/tags/guides/index.html",
        "en/blog/fourth-post/index.html",
        "en/index.html",
      ]),
    );
    expect(files).not.toContain("en/blog/first-post/index.html");
    const out = join(site.dir, "dev-out");
    rerender(result.value.prepared, result.value, out);
    expect(await readFile(join(out, "en/blog/fourth-post/index.html"), "utf8")).toContain("Third post, renamed");
    // The feeds follow the entries too (in preview, the draft and the scheduled post lead them).
    expect(await readFile(join(out, "en/blog/rss.xml"), "utf8")).toContain(`<link>${BASE}/en/blog/future-post/</link>`);

    const removed = replan(result.value.prepared, {
      kind: "content",
      key: "fr/blog/article-francais.md",
      file: "content/fr/blog/article-francais.md",
      text: null,
    });
    // Its page only: French, left without entries of its own, lists the English ones again.
    expect(removed.ok && removed.value.removed).toEqual(["fr/blog/article-francais/index.html"]);
    expect(removed.ok && removed.value.pages.map((page) => page.file)).toContain("fr/blog/page/2/index.html");
  });

  it("refuses an edit that breaks an entry's front matter, naming the file, line and field", () => {
    return prepareSite(site.dir, "local", { schedule: { now: JUNE.getTime(), preview: true } }).then((prepared) => {
      if (!prepared.ok) throw new Error(JSON.stringify(prepared.errors));
      const result = replan(prepared.value, {
        kind: "content",
        key: "en/blog/first-post.md",
        file: "content/en/blog/first-post.md",
        text: "---\ntitle: First\ndescription: One.\ndate: 2026-01-10\nauthor: Ada\ntags: [compnay]\n---\nBody\n",
      });
      expect(result).toMatchObject({
        ok: false,
        errors: [
          {
            code: "front-matter-invalid",
            file: "content/en/blog/first-post.md",
            line: 6,
            path: "tags[0]",
            hint: 'did you mean "company"?',
          },
        ],
      });
    });
  });
});

describe("a collection's entries as the build checks them", () => {
  let site: Fixture;
  beforeAll(async () => {
    site = await copyFixture("collection-site");
  });
  afterAll(() => site.remove());

  /** The build's errors with `files` written into the site, which is then put back as it was. */
  async function errorsWith(files: Record<string, string>): Promise<SiteError[]> {
    const before = new Map(
      await Promise.all(
        Object.keys(files).map(async (file) => [file, await site.read(file).catch(() => null)] as const),
      ),
    );
    try {
      for (const [file, text] of Object.entries(files)) await site.write(file, text);
      return await buildErrors(site);
    } finally {
      for (const [file, text] of before) await (text === null ? rm(join(site.dir, file)) : site.write(file, text));
    }
  }

  it("names the file, line and field of each bad entry, all at once", async () => {
    const errors = await errorsWith({
      "content/en/blog/bad-post.md":
        "---\ntitle: Bad\ndate: 2026-13-01\nauthor: Ada\ntags: [guides, prodcut]\nsummary: wrong field\n---\nBody\n",
      "content/de/blog/Bad Name.md": "---\ntitle: X\n---\n",
    });
    expect(errors.filter((error) => error.file === "content/en/blog/bad-post.md")).toEqual([
      expect.objectContaining({
        code: "front-matter-invalid",
        line: 2,
        path: "description",
        message: "missing: expected a string",
      }),
      expect.objectContaining({
        code: "front-matter-invalid",
        line: 3,
        column: 7,
        path: "date",
        message: expect.stringContaining('found "2026-13-01"'),
      }),
      expect.objectContaining({
        code: "front-matter-invalid",
        line: 5,
        column: 16,
        path: "tags[1]",
        hint: 'did you mean "product"?',
      }),
      expect.objectContaining({
        code: "front-matter-invalid",
        line: 6,
        path: "summary",
        message: 'unknown front matter field "summary"',
      }),
    ]);
    expect(errors).toContainEqual(
      expect.objectContaining({ code: "entry-slug-invalid", file: "content/de/blog/Bad Name.md" }),
    );
  });

  it("names a press release's missing dateline", async () => {
    expect(
      await errorsWith({ "content/en/press/no-place.md": "---\ntitle: T\ndescription: D.\ndate: 2026-01-01\n---\n" }),
    ).toEqual([
      expect.objectContaining({ code: "front-matter-invalid", file: "content/en/press/no-place.md", path: "location" }),
    ]);
  });

  it("names a route listing a collection that is not there, and a tag without a name in the default catalogue", async () => {
    const yaml = await site.read("site.yaml");
    expect(await errorsWith({ "site.yaml": yaml.replace("collections: [blog]", "collections: [blgo]") })).toEqual([
      expect.objectContaining({
        code: "unknown-collection",
        file: "site.yaml",
        line: 27,
        path: "routes[0].collections[0]",
        hint: 'did you mean "blog"?',
      }),
    ]);
    expect(
      await errorsWith({
        "site.yaml": yaml.replace("tags: [guides, product, company]", "tags: [guides, product, company, security]"),
      }),
    ).toEqual([
      expect.objectContaining({
        code: "collection-messages-missing",
        file: "site.yaml",
        line: 39,
        path: "collections.blog.tags[3]",
      }),
    ]);
  });
});

describe("the page cache and a collection", () => {
  let site: Fixture;
  const rebuild = async (name: string, now = JUNE) => {
    const cached = await build(site, "dist", { now });
    await build(site, `cold-${name}`, { cache: false, now });
    expect(await fileTree(join(site.dir, "dist"))).toEqual(await fileTree(join(site.dir, `cold-${name}`)));
    return cached;
  };
  beforeAll(async () => {
    site = await copyFixture("collection-site");
    await build(site, "dist");
  });
  afterAll(() => site.remove());

  it("renders again only the entry whose text changed", async () => {
    await site.write(
      "content/en/blog/third-post.md",
      (await site.read("content/en/blog/third-post.md")).replace("The third post.", "The third post, longer now."),
    );
    const summary = await rebuild("edit-body");
    expect(summary.pages - summary.reused).toBe(1);
  });

  it("matches a cold build after an entry is added, its title edited, and one deleted", async () => {
    await site.write(
      "content/en/blog/fifth-post.md",
      "---\ntitle: Fifth post\ndescription: The fifth.\ndate: 2026-05-10\nauthor: Ada\ntags: [guides]\n---\nFive.\n",
    );
    await rebuild("add");
    await site.write(
      "content/en/blog/first-post.md",
      (await site.read("content/en/blog/first-post.md")).replace("title: First post", "title: The very first post"),
    );
    await rebuild("edit-title");
    await rm(join(site.dir, "content/en/blog/second-post.md"));
    await rebuild("delete");
    expect(existsSync(join(site.dir, "dist/en/blog/second-post/index.html"))).toBe(false);
    // The German translation stays, now the only language the entry is written in.
    expect(await readFile(join(site.dir, "dist/de/blog/second-post/index.html"), "utf8")).toContain("Zweiter Beitrag");
  });

  it("publishes a scheduled entry with the first build on or after its date, as a cold build would", async () => {
    const summary = await rebuild("scheduled", new Date("2026-09-01T00:00:00Z"));
    expect(existsSync(join(site.dir, "dist/en/blog/future-post/index.html"))).toBe(true);
    expect(summary.reused).toBeGreaterThan(0);
  });
});
