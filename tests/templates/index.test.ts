// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createMarkdownRenderer } from "../../cli/content/markdown.js";
import { parseMarkdownFile } from "../../cli/content/front-matter.js";
import { templates } from "../../templates/index.js";
import { fakeProps, loadRealSite, localeUrl, render, ROOT } from "./fake-props.js";
import { expectSoundPage } from "./page-assertions.js";

const model = await loadRealSite();

/** The route's Markdown rendered by the build's own renderer, links localised as the build does. */
function contentOf(file: string | undefined, locale: string, folder = model.site.defaultLocale) {
  if (!file) return null;
  const name = `content/${folder}/${file}`;
  const parsed = parseMarkdownFile(name, readFileSync(join(ROOT, name), "utf8"));
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join("\n"));
  const { html } = createMarkdownRenderer()(parsed.value.body, {
    lang: parsed.value.data.lang ?? folder,
    localiseHref: (href) => localeUrl(locale, href),
  });
  return { html, data: parsed.value.data as Record<string, unknown>, file: name };
}

describe("templates", () => {
  it("has exactly the template names site.yaml uses for its routes and collections, plus not-found", () => {
    const collections = Object.values(model.collections).flatMap((collection) => [
      collection.template,
      collection.listTemplate,
    ]);
    const used = new Set([...model.routes.map((route) => route.template), ...collections]);
    expect(Object.keys(templates).sort()).toEqual([...used, "not-found"].sort());
  });

  // English, and a right-to-left language that falls back to English content.
  describe.each(["en", "ar"])("in %s", (locale) => {
    it.each(model.routes.map((route) => [route.path, route] as const))("renders %s as a sound page", (_path, route) => {
      const props = fakeProps(model, route.id, { locale, content: contentOf(route.content, locale) });
      const { html, document } = render(templates[route.template]!, props);
      expectSoundPage(html, document, props, model);
    });
  });

  const translated = readdirSync(join(ROOT, "content"))
    .filter((locale) => locale !== model.site.defaultLocale)
    // Folders and their intros (press.md above /press) are collections', rendered by their own
    // tests (tests/cli/build/collections.test.ts): here, the Markdown a route of site.yaml names.
    .flatMap((locale) =>
      readdirSync(join(ROOT, "content", locale))
        .filter((file) => model.routes.some((route) => route.content === file))
        .map((file) => [`${locale}/${file}`, locale, file] as const),
    );
  it.each(translated)("renders the translated content/%s as a sound page in its language", (_name, locale, file) => {
    const route = model.routes.find((candidate) => candidate.content === file)!;
    const props = fakeProps(model, route.id, { locale, content: contentOf(file, locale, locale) });
    const { html, document } = render(templates[route.template]!, props);
    expectSoundPage(html, document, props, model);
    const internal = [...document.querySelectorAll(".prose a[href^='/']")].map((link) => link.getAttribute("href")!);
    expect(
      internal.filter((href) => !href.startsWith(`/${locale}/`)),
      "links stay in the page's language",
    ).toEqual([]);
  });

  it("renders the not-found page as a sound page that leads home", () => {
    const props = fakeProps(model, "not-found");
    const { html, document } = render(templates["not-found"]!, props);
    expectSoundPage(html, document, props, model);
    expect(document.querySelector("main a.button")?.getAttribute("href")).toBe("/en/");
  });
});
