// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EntrySummary } from "../../../contracts/collections.js";
import { PicturesProvider } from "../../../templates/components/Picture.js";
import { EntryList } from "../../../templates/components/entries/EntryList.js";
import { fakeProps, loadRealSite } from "../fake-props.js";

const model = await loadRealSite();
const props = fakeProps(model, "home");

/** A post whose picture, when it has one, is one of the real blog's under images/blog/. */
const post = (slug: string, image: string | null): EntrySummary => ({
  collection: "blog",
  slug,
  locale: "en",
  dir: "ltr",
  url: `/en/blog/${slug}/`,
  title: slug,
  description: "A post.",
  date: "2026-03-14",
  updated: null,
  author: null,
  location: null,
  tags: [],
  readingMinutes: 3,
  image: image ? { src: image, alt: "" } : null,
  status: "published",
});

/** How each card's picture loads: "high" (at once, before the rest), "lazy", or "none" without a picture. */
function loadingOf(entries: EntrySummary[], opensPage: boolean): string[] {
  const list = createElement(EntryList, { entries, page: props.page, t: props.t, opensPage });
  const html = renderToStaticMarkup(
    // biome-ignore lint/correctness/noChildrenProp: createElement's typing asks for the provider's required children among its props
    createElement(PicturesProvider, { picture: props.picture, children: list }),
  );
  const document = new DOMParser().parseFromString(html, "text/html");
  return [...document.querySelectorAll(".entry-card")].map((card) => {
    const image = card.querySelector("img");
    if (!image) return "none";
    return image.getAttribute("fetchpriority") === "high" ? "high" : (image.getAttribute("loading") ?? "eager");
  });
}

const posts = [
  post("no-picture", null),
  post("passkeys", "blog/passkeys-in-the-browser.png"),
  post("aliases", "blog/email-protection-aliases.png"),
];

describe("EntryList", () => {
  it("fetches the first picture of a list that opens its page at once, and the others lazily", () => {
    expect(loadingOf(posts, true)).toEqual(["none", "high", "lazy"]);
  });

  it("loads every picture lazily in a list further down a page (the home page's latest posts)", () => {
    expect(loadingOf(posts, false)).toEqual(["none", "lazy", "lazy"]);
  });
});
