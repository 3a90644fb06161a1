// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { ProductPage } from "../../../templates/pages/ProductPage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

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

  it("presents the AI chat without subscription promos", () => {
    const { document } = render(ProductPage, fakeProps(model, "duckai"));
    expect(text(document.querySelector("h1"))).toBe("AI chat that keeps your conversations private");
    expect(document.querySelector("[data-exp-show]")).toBeNull();
  });

  it("refuses a route it has no product for, naming the file to edit", () => {
    const props = fakeProps(model, "app");
    expect(() => render(ProductPage, { ...props, page: { ...props.page, id: "toaster" } })).toThrow(/"toaster".*ProductPage\.tsx/);
  });
});
