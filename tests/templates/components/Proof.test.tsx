// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { templateSiteProps } from "../../../contracts/page-props.js";
import { pictureLanguage } from "../../../templates/components/ProductPicture.js";
import { HomePage } from "../../../templates/pages/HomePage.js";
import { ProductPage } from "../../../templates/pages/ProductPage.js";
import { fakeProps, loadRealSite, render, text, translatorFor } from "../fake-props.js";

const model = await loadRealSite();
const proof = model.proof!;

describe("Proof", () => {
  it("shows the quotes, audits and open source whose shownOn names the route, each with its outlet or auditor and its date", async () => {
    const { templates } = await import("../../../templates/index.js");
    for (const id of ["home", "app", "mac", "pro"]) {
      const props = fakeProps(model, id);
      const { document } = render(templates[props.page.template]!, props);
      const route = props.page.route;
      expect([...document.querySelectorAll(".quote cite")].map((cite) => text(cite)), id).toEqual(proof.quotes.filter((quote) => quote.shownOn.includes(route)).map((quote) => quote.outlet));
      expect([...document.querySelectorAll(".quote time")].map((time) => time.getAttribute("datetime")), id).toEqual(proof.quotes.filter((quote) => quote.shownOn.includes(route)).map((quote) => quote.date));
      expect([...document.querySelectorAll(".proof__facts strong")].map((name) => text(name)), id).toEqual(proof.audits.filter((audit) => audit.shownOn.includes(route)).map((audit) => audit.auditor));
    }
  });

  it("gives each store rating its count and the month it was read, from stats and statSources", () => {
    const { document } = render(ProductPage, fakeProps(model, "app"));
    const ratings = [...document.querySelectorAll(".proof__ratings .rating")].map((rating) => text(rating));
    expect(ratings).toEqual(["4.8 App Store 2.9 million ratings As of November 2026", "4.7 Google Play 2.3 million ratings As of November 2026"]);
    const moved = fakeProps(model, "app", { site: (site) => ({ ...site, stats: { ...site.stats, androidRating: { rating: 4.5, reviews: 1_000 } } }) });
    expect(text(render(ProductPage, moved).document.querySelector(".proof__ratings .rating:last-child"))).toBe("4.5 Google Play 1 thousand ratings As of November 2026");
  });

  it("says where each home figure comes from and when it was counted, the stores' listings linked", () => {
    const { document } = render(HomePage, fakeProps(model, "home"));
    const sources = [...document.querySelectorAll(".stat-sources li")].map((item) => text(item));
    expect(sources).toEqual([
      "Private searches every month: Quietly's own count, which identifies no one, October 2026",
      "App downloads every month: download reports of the App Store and Google Play, October 2026",
      "Average rating in the app stores: the App Store and Google Play, weighted by the number of ratings, November 2026",
      "Search engine on mobile in the US: Quietly's reading of public market-share data for mobile search in the US, October 2026",
    ]);
    const app = render(ProductPage, fakeProps(model, "app")).document;
    expect([...app.querySelectorAll(".stat-sources a")].map((link) => link.getAttribute("href"))).toEqual([proof.statSources.iosRating.url, proof.statSources.androidRating.url]);
  });

  it("writes dates and counts the way the page's language does", () => {
    const { document } = render(ProductPage, fakeProps(model, "app", { locale: "de", t: translatorFor("de", new Set()) }));
    expect(text(document.querySelector(".proof__ratings .rating"))).toBe("4,8 App Store 2,9 Millionen Bewertungen Stand: November 2026");
  });
});

describe("ProductPicture", () => {
  it("draws a page's pictures in its own language where they were drawn in it, else in the default language", () => {
    const site = templateSiteProps(model);
    expect(pictureLanguage(site, "de")).toBe("de");
    expect(pictureLanguage(site, "pt-PT")).toBe("pt-PT");
    expect(pictureLanguage(site, "ar")).toBe("en");
    expect(pictureLanguage({ ...site, pictures: undefined }, "de")).toBe("en");
  });
});
