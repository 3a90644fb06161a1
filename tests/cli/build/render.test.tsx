import { describe, expect, it } from "vitest";
import type { PageProps } from "../../../contracts/page-props.js";
import { createBodyRenderer, createPageRenderer, localHref, type RenderInput } from "../../../cli/build/render/page.js";
import { planSite } from "../../../cli/build/stages/plan.js";
import { loadSite } from "../../../cli/config/load.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";

const loaded = await loadSite(REPO_ROOT);
if (!loaded.ok) throw new Error("the repository's site must load");
const model = loaded.value;

function Probe(props: PageProps) {
  return (
    <main>
      <h1>{props.t(`pages.${props.page.id}.title`)}</h1>
      <a href={props.href("/privacy#cookies")} aria-label={props.t("nav.privacy")}>
        {props.t("nav.privacy")}
      </a>
      <p>{props.t("greeting", { name: "<b>Ada</b>" })}</p>
      {props.content ? <div dangerouslySetInnerHTML={{ __html: props.content.html }} /> : null}
    </main>
  );
}

const input: RenderInput = {
  model,
  environment: "staging",
  messages: {
    en: {
      "fallback.page": "Parts of this page are in English.",
      "pages.about.title": "About </title><script>",
      "pages.about.description": 'Who "we" are',
      "nav.privacy": "Privacy",
      greeting: "Hi {name}",
      "client.communicationError": "There has been a communication error. Please try again.",
    },
    de: { "nav.privacy": "Datenschutz", "fallback.page": "Teile dieser Seite sind auf Englisch." },
    ar: { greeting: "مرحبا {name}" },
  },
  assets: {
    stylesheet: "/assets/site-1.css",
    boot: "/assets/boot-1.js",
    config: { site: "/assets/site-config-1.js" },
    main: { url: "/assets/main-1.js", files: ["assets/main-1.js"], eager: ["assets/main-1.js"] },
    intlPolyfill: null,
    islands: {},
  },
  favicon: null,
  islandConfig: Object.fromEntries(
    model.locales.map((locale) => [locale.code, `/assets/island-config-${locale.code}.js`]),
  ),
  entries: {},
  pictures: {},
  share: null,
};
const templates = Object.fromEntries(
  Object.keys({ article: 1, home: 1, subscription: 1 }).map((name) => [name, Probe]),
);
const render = createPageRenderer(input, templates);
const pages = planSite(
  model,
  { markdown: new Map(), messages: {} },
  { now: Date.parse("2026-06-01T00:00:00Z"), preview: false },
).pages;
const page = (path: string, locale: string) => pages.find((p) => p.route.path === path && p.locale.code === locale)!;

describe("rendering a page", () => {
  it("escapes messages in the head and the body: nothing becomes markup", () => {
    const { html } = render(page("/about", "en"));
    expect(html).toContain("<title>About &lt;/title&gt;&lt;script&gt; | Quietly</title>");
    expect(html).toContain('<meta name="description" content="Who &quot;we&quot; are">');
    expect(html).toContain("Hi &lt;b&gt;Ada&lt;/b&gt;");
    expect(html).not.toContain("<b>Ada</b>");
  });

  it("falls back to the default language message by message, marking the English and saying so at the top of <main>", () => {
    const { html } = render(page("/about", "de"));
    expect(html).toContain('<html lang="de" dir="ltr" data-site-theme="default">');
    expect(html).toContain('<main><p class="fallback-notice" role="note">Teile dieser Seite sind auf Englisch.</p>');
    expect(html).toContain('<a href="/de/privacy/#cookies" aria-label="Datenschutz">Datenschutz</a>');
    expect(html).toContain('<h1><span lang="en" dir="ltr">About &lt;/title&gt;&lt;script&gt;</span></h1>');
    // The head's title has no room for markup: it stays plain.
    expect(html).toContain("<title>About &lt;/title&gt;&lt;script&gt; | Quietly</title>");
  });

  it("isolates English inside a right-to-left page, in text and in attributes, and the values inserted into its messages", () => {
    const { html } = render(page("/about", "ar"));
    expect(html).toContain(
      '<p class="fallback-notice" role="note"><span lang="en" dir="ltr">Parts of this page are in English.</span></p>',
    );
    expect(html).toContain('aria-label="\u2066Privacy\u2069"><span lang="en" dir="ltr">Privacy</span></a>');
    expect(html).toContain("<p>مرحبا \u2068&lt;b&gt;Ada&lt;/b&gt;\u2069</p>");
  });

  it("leaves a page with nothing in another language as it was", () => {
    const { html } = render(page("/about", "en"));
    expect(html).not.toContain("fallback-notice");
    expect(html).not.toContain("<span lang");
  });

  it("marks right-to-left languages", () => {
    expect(render(page("/about", "ar")).html).toContain('<html lang="ar" dir="rtl"');
  });

  it("carries only the page's own config as inert JSON, and loads what every page shares from one cached script", () => {
    const { html } = render(page("/about", "en"));
    const json = /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({
      page: {
        id: "about",
        route: "/about",
        locale: "en",
        defaultLocale: "en",
        template: "article",
        theme: "default",
        specificPurpose: false,
      },
      messages: { "client.communicationError": "There has been a communication error. Please try again." },
    });
    expect(json).not.toContain("</");
    expect(html).toContain(
      '<script src="/assets/site-config-1.js"></script>\n<script src="/assets/boot-1.js"></script>',
    );
    expect(html).not.toContain("island-config");
  });

  it("adds the subscription engine's config script only where a route has an island, deferred for the island", () => {
    const { html, assets } = render(page("/pro/welcome", "en"));
    expect(html).toContain('<script src="/assets/island-config-en.js" defer></script>');
    expect(html.indexOf("island-config-en.js")).toBeLessThan(html.indexOf('type="module"'));
    expect(assets).toContain("assets/island-config-en.js");
  });

  it("names the Intl polyfill only on pages whose browser code formats prices and dates (the islands)", () => {
    const polyfill = {
      url: "/assets/intl-polyfill-1.js",
      files: ["assets/intl-polyfill-1.js"],
      eager: ["assets/intl-polyfill-1.js"],
    };
    const withPolyfill = createPageRenderer(
      { ...input, assets: { ...input.assets, intlPolyfill: polyfill } },
      Object.fromEntries(["article", "home", "subscription"].map((name) => [name, Probe])),
    );
    const configOf = (html: string) => JSON.parse(/id="site-config">(.*?)<\/script>/.exec(html)![1]!);
    const island = withPolyfill(page("/pro/welcome", "ru"));
    expect(configOf(island.html).intlPolyfill).toBe(polyfill.url);
    expect(island.lazyAssets).toEqual(polyfill.files);
    const plain = withPolyfill(page("/about", "ru"));
    expect(configOf(plain.html).intlPolyfill).toBeUndefined();
    expect(plain.lazyAssets).toEqual([]);
  });

  it("names its canonical URL and leaves the language alternates to the sitemap", () => {
    const { html } = render(page("/about", "fr"));
    expect(html).toContain('<link rel="canonical" href="https://quietly.example/fr/about/">');
    expect(html).not.toContain('rel="alternate"');
  });

  it("loads the boot script before first paint, the runtime as a module, and names the files the page loads", () => {
    const { html, assets } = render(page("/about", "en"));
    expect(html).not.toMatch(/<script>/);
    expect(html.indexOf('<script src="/assets/boot-1.js"></script>')).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain('<script type="module" src="/assets/main-1.js"></script>');
    expect(assets).toEqual(["assets/boot-1.js", "assets/main-1.js", "assets/site-1.css", "assets/site-config-1.js"]);
  });

  it("gives the same Markdown shown in several locales each locale's links", () => {
    const content = {
      file: "content/en/about.md",
      data: {},
      body: "See [privacy](/privacy#cookies) and [home](/).",
      version: "1",
    };
    const html = (locale: string) => render({ ...page("/about", locale), content }).html;
    expect(html("en")).toContain('<a href="/en/privacy/#cookies">privacy</a> and <a href="/en/">home</a>');
    expect(html("de")).toContain('<a href="/de/privacy/#cookies">privacy</a> and <a href="/de/">home</a>');
    expect(html("en")).not.toContain("\u0000");
  });

  it("puts a body rendered ahead of its bundle (while esbuild works) into the same document", () => {
    const renderBody = createBodyRenderer({ model, messages: input.messages, pictures: {}, entries: {} }, templates);
    const renderPage = createPageRenderer(input, templates);
    const content = {
      file: "content/en/terms.md",
      data: { title: "From front matter" },
      body: "A [link](/privacy).",
      version: "1",
    };
    for (const planned of [page("/about", "de"), page("/about", "ar"), { ...page("/about", "en"), content }]) {
      const body = renderBody(planned);
      expect(body).toContain("<main>");
      expect(renderPage(planned, body)).toEqual(renderPage(planned));
    }
    expect(renderPage(page("/about", "en"), "<main>rendered ahead</main>").html).toContain(
      "<body>\n<main>rendered ahead</main>\n</body>",
    );
  });

  it("localises route hrefs and leaves others alone", () => {
    expect(localHref("/pro?x=1#a", "nl")).toBe("/nl/pro/?x=1#a");
    expect(localHref("/about/", "nl")).toBe("/nl/about/");
    expect(localHref("https://example.org/", "nl")).toBe("https://example.org/");
    expect(localHref("//cdn.example/x", "nl")).toBe("//cdn.example/x");
    expect(localHref("#top", "nl")).toBe("#top");
  });
});
