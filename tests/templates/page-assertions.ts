import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { listPath } from "../../contracts/collections.js";
import type { PageProps } from "../../contracts/page-props.js";
import type { SiteModel } from "../../cli/config/load.js";
import { assets } from "../../templates/index.js";
import { localeUrl, ROOT, text } from "./fake-props.js";

const INTERNAL_URL = /^\/([A-Za-z-]+)\/((?:[a-z0-9-]+\/)*)(#[\w-]+)?$/;

/** The route an internal link points at, or null when the link did not go through href(). */
function routeOfUrl(url: string, locale: string): string | null {
  const match = INTERNAL_URL.exec(url);
  if (!match || match[1] !== locale) return null;
  const path = (match[2] ?? "").replace(/\/$/, "");
  return path === "" ? "/" : `/${path}`;
}

const symbolsByUrl = new Map<string, ReadonlySet<string>>();

/** The ids in a file the templates export, by the URL pages use for it; empty when they export no such file. */
function symbolsAt(url: string): ReadonlySet<string> {
  let ids = symbolsByUrl.get(url);
  if (!ids) {
    const contents = assets[url.replace(/^\//, "")];
    const document = contents === undefined ? null : new DOMParser().parseFromString(contents, "image/svg+xml");
    ids = new Set([...(document?.querySelectorAll("[id]") ?? [])].map((element) => element.id));
    symbolsByUrl.set(url, ids);
  }
  return ids;
}

/** What every page must be, whatever its template: the checks a visitor (or `site check`) would make. */
export function expectSoundPage(html: string, document: Document, props: PageProps, model: SiteModel): void {
  const { page, t } = props;

  expect(document.querySelectorAll("h1"), "exactly one h1").toHaveLength(1);
  expect(document.querySelectorAll("body > header"), "one banner landmark").toHaveLength(1);
  expect(document.querySelectorAll("main"), "one main landmark").toHaveLength(1);
  expect(document.querySelectorAll("body > footer"), "one contentinfo landmark").toHaveLength(1);

  const firstFocusable = document.querySelector("a[href], button, input, summary");
  expect(firstFocusable?.getAttribute("href"), "the skip link comes first").toBe("#main");
  expect(document.getElementById("main")?.tagName).toBe("MAIN");

  const brand = document.querySelector("body > header a.brand");
  expect(text(brand)).toBe(props.site.brand);
  expect(brand?.getAttribute("href")).toBe(localeUrl(page.locale, "/"));

  for (const [selector, links] of [
    ["body > header nav.site-menu li", props.site.links.menu],
    ["body > footer nav.footer-links", props.site.links.footer],
  ] as const) {
    const anchors = [...document.querySelectorAll(`${selector} a`)];
    expect(anchors.map((anchor) => [text(anchor), anchor.getAttribute("href")])).toEqual(
      links.map((link) => [t(link.label), props.href(link.href)]),
    );
  }
  // One menu: on phones the Menu button opens the same <nav> as a popover, which needs no JavaScript.
  const menus = document.querySelectorAll("body > header nav");
  expect(menus, "the menu is rendered once").toHaveLength(1);
  expect(document.querySelector("body > header button[popovertarget]")?.getAttribute("popovertarget")).toBe(
    menus[0]!.id,
  );
  const action = props.site.links.action;
  const headerAction = menus[0]!.querySelector("a.button");
  // Wide screens read its label; phones, where the apps come first, its phoneLabel.
  const words = (shown: string) => text(headerAction?.querySelector(`.${shown}`) ?? headerAction);
  expect(
    action ? [words("on-wide"), words("on-phone"), headerAction?.getAttribute("href")] : headerAction,
    "the header's call to action",
  ).toEqual(action ? [t(action.label), t(action.phoneLabel ?? action.label), props.href(action.href)] : null);

  const groups = [...new Set(props.site.links.footer.map((link) => link.group))];
  expect(
    [...document.querySelectorAll("body > footer .footer-links__title")].map((title) => text(title)),
    "footer columns, titled",
  ).toEqual(groups.filter((group) => group !== undefined).map((group) => t(`footer.groups.${group}`)));

  const switcher = document.querySelectorAll("[data-language-switcher]");
  expect(switcher).toHaveLength(1);
  const languages = [...switcher[0]!.querySelectorAll("a")];
  // Each name in its own language, and its own direction where that is not the page's.
  expect(
    languages.map((anchor) => [
      anchor.getAttribute("hreflang"),
      anchor.getAttribute("lang"),
      anchor.getAttribute("dir"),
      anchor.getAttribute("href"),
      text(anchor),
    ]),
  ).toEqual(
    model.locales.map((locale) => [
      locale.code,
      locale.code,
      locale.dir === page.dir ? null : locale.dir,
      localeUrl(locale.code, page.route),
      locale.name,
    ]),
  );
  expect(switcher[0]!.querySelector('[aria-current="page"]')?.getAttribute("hreflang")).toBe(page.locale);

  expect(html, "no inline styles").not.toMatch(/\sstyle=/i);
  // Structured data (FAQPage) is the one script a template writes: data, which no browser runs.
  expect(html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, ""), "no scripts").not.toMatch(
    /<script/i,
  );
  // Offenders gathered and asserted once: an expect per attribute was half these tests' time on /bangs.
  const scripted = [...document.body.querySelectorAll("*")].flatMap((element) =>
    [...element.attributes]
      .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
      .map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`),
  );
  expect(scripted, "event handlers or javascript: URLs").toEqual([]);

  // A collection's lists, tag pages and entries are pages too: /blog, /blog/tags/guides, /blog/a-post.
  const collectionLists = Object.values(model.collections).map((collection) => listPath(collection.route));
  const routes = new Set([...model.routes.map((route) => route.path), ...collectionLists]);
  const linkProblems = [...document.querySelectorAll("a[href]")].flatMap((anchor) => {
    if (anchor.closest("[data-language-switcher]")) return [];
    const url = anchor.getAttribute("href")!;
    if (url.startsWith("#")) return document.getElementById(url.slice(1)) ? [] : [`fragment ${url} does not exist`];
    if (/^https:\/\//.test(url)) return [];
    const route = routeOfUrl(url, page.locale);
    if (route === null) return [`${url} does not go through href() in ${page.locale}`];
    return routes.has(route) || collectionLists.some((list) => route.startsWith(`${list}/`))
      ? []
      : [`${url} is neither a route of site.yaml nor a page of one of its collections`];
  });
  expect(linkProblems, "internal links").toEqual([]);

  for (const image of document.querySelectorAll("img")) {
    expect(image.hasAttribute("alt"), "images have alt text").toBe(true);
    // A product picture comes from the image pipeline (images/), sized before it loads; any other image from public/.
    if (image.closest("picture"))
      expect(
        [image.getAttribute("width"), image.getAttribute("height")].every((size) => Number(size) > 0),
        "a picture's size is known",
      ).toBe(true);
    else
      expect(
        existsSync(join(ROOT, "public", image.getAttribute("src")!)),
        `${image.getAttribute("src")} is in public/`,
      ).toBe(true);
  }

  for (const use of document.querySelectorAll("use")) {
    const [url = "", symbol = ""] = (use.getAttribute("href") ?? "").split("#");
    expect(
      symbolsAt(url).has(symbol),
      `<use href="${use.getAttribute("href")}"> names a symbol of a file the templates export`,
    ).toBe(true);
    expect(use.closest("svg")?.getAttribute("aria-hidden"), "drawings from the sprite are decorative").toBe("true");
  }

  const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
  expect(new Set(ids).size, "ids are unique").toBe(ids.length);
  for (const element of document.querySelectorAll(
    "[aria-controls], [aria-describedby], [aria-labelledby], label[for]",
  )) {
    for (const name of ["aria-controls", "aria-describedby", "aria-labelledby", "for"]) {
      for (const id of (element.getAttribute(name) ?? "").split(/\s+/).filter(Boolean)) {
        expect(document.getElementById(id), `${name}="${id}" points at an element`).not.toBeNull();
      }
    }
  }
  for (const field of document.querySelectorAll('input:not([type="hidden"]), select, textarea')) {
    const labelled =
      field.hasAttribute("aria-label") ||
      (field.id !== "" && document.querySelector(`label[for="${field.id}"]`) !== null);
    expect(labelled, `<${field.tagName.toLowerCase()} name="${field.getAttribute("name")}"> has a label`).toBe(true);
  }

  expect(text(document.body), "no unfilled {placeholder}").not.toMatch(/\{\w+\}/);
}
