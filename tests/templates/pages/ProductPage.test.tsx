// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { ProductPage } from "../../../templates/pages/ProductPage.js";
import { fakeProps, loadRealSite, render, strictTranslate, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("ProductPage", () => {
  it("presents the browser with its app store ratings from site.yaml and install links for every device", () => {
    const { document } = render(ProductPage, fakeProps(model, "app"));
    expect(text(document.querySelector("h1"))).toBe("One app for private browsing, everywhere");
    const figures = text(document.querySelector(".stat-figures"));
    expect(figures).toContain("Rating on the App Store from 2.9 million reviews");
    expect(figures).toContain("Rating on Google Play from 2.3 million reviews");
    expect(figures).toContain("4.7");
    expect([...document.querySelectorAll("a[data-install-link]")].map((link) => link.getAttribute("data-install-link"))).toEqual(["mac", "windows", "ios", "android"]);
    expect(document.querySelectorAll(".features .card").length).toBeGreaterThanOrEqual(3);
  });

  it("follows a change to the review counts in site.yaml", () => {
    const props = fakeProps(model, "app", { site: (site) => ({ ...site, stats: { ...site.stats, iosRating: { rating: 4.6, reviews: 3_100_000 } } }) });
    const figures = text(render(ProductPage, props).document.querySelector(".stat-figures"));
    expect(figures).toContain("from 3.1 million reviews");
    expect(figures).toContain("4.6");
  });

  it("sells Personal Information Removal through the subscription, with the promo variants", () => {
    const { document } = render(ProductPage, fakeProps(model, "dbp"));
    expect(text(document.querySelector("h1"))).toContain("personal information");
    expect(document.querySelector('main a.button[href="/en/pro/"]')).not.toBeNull();
    expect([...document.querySelectorAll("[data-exp-show]")].map((element) => element.getAttribute("data-exp-show"))).toEqual(["subscriptionpromo:tagline", "subscriptionpromo:banner"]);
    expect(document.querySelector('a[href="/en/dbp/free/"]')).not.toBeNull();
  });

  it("puts the AI chat's own call to action in its hero and offers the subscription in a section of its own", () => {
    const { document } = render(ProductPage, fakeProps(model, "duckai"));
    expect(text(document.querySelector("h1"))).toBe("AI chat that keeps your conversations private");
    const hero = document.querySelector(".page-intro .hero-actions a.button");
    expect([text(hero), hero?.getAttribute("href")]).toEqual(["Start chatting", "https://chat.quietly.example/"]);
    expect(document.querySelector('.page-intro a[href="/en/pro/"]')).toBeNull();
    expect(document.querySelector('.offer a.button[href="/en/pro/"]')).not.toBeNull();
    expect(document.querySelector("[data-exp-show]")).toBeNull();
  });

  it("offers Identity Theft Restoration through the subscription in its hero, above its Markdown", () => {
    const content = { html: '<h2 id="help">How to get help</h2><p>Open the settings.</p>', data: {}, file: "content/en/identity-theft-restoration.md" };
    const { document } = render(ProductPage, fakeProps(model, "identity-theft-restoration", { content }));
    expect(document.querySelector('.page-intro a.button[href="/en/pro/"]')).not.toBeNull();
    expect(document.querySelectorAll(".features .card")).toHaveLength(4);
    expect(text(document.querySelector(".details .prose h2"))).toBe("How to get help");
  });

  it("gives every feature card its icon, and leads with the product's own picture, described in words and fetched first", () => {
    for (const id of ["app", "dbp", "duckai", "identity-theft-restoration"]) {
      const { document } = render(ProductPage, fakeProps(model, id));
      const cards = [...document.querySelectorAll(".features .card")];
      expect(cards.length, id).toBeGreaterThan(0);
      for (const card of cards) expect(card.querySelector(".card__icon svg[aria-hidden='true']"), `${id}: ${text(card.querySelector("h3"))}`).not.toBeNull();
      const picture = (model.routes.find((route) => route.id === id)!.data as { picture: string }).picture;
      const hero = document.querySelector(".page-intro__picture img");
      expect([hero?.getAttribute("alt"), hero?.getAttribute("fetchpriority"), hero?.getAttribute("loading")], id).toEqual([strictTranslate(`pictures.${picture}`, { brand: model.site.brand }), "high", "eager"]);
    }
  });

  it("answers the questions people ask, with the values of the config they depend on", () => {
    const { document } = render(ProductPage, fakeProps(model, "duckai"));
    const answers = [...document.querySelectorAll(".faq details")].map((item) => [text(item.querySelector("summary")), text(item.querySelector(".faq__answer"))]);
    expect(answers[0]).toEqual(["Which AI models can I use?", "Llama 3.3 70B, Mistral Small 3, and Gemma 3 27B. Privacy Pro adds Llama 3.1 405B and Qwen 2.5 72B. You can switch models at any time."]);
    const app = render(ProductPage, fakeProps(model, "app")).document;
    expect(text(app.querySelector(".faq details:nth-of-type(2) .faq__answer"))).toContain(`Macs with ${model.runtime.platform.minimumOs.mac.label} or later`);
    const dbp = render(ProductPage, fakeProps(model, "dbp")).document;
    expect(text(dbp.querySelector(".faq"))).toContain(`sold in ${model.runtime.countries.length} countries`);
  });
});
