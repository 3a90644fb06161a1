// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { LandingPage } from "../../../templates/pages/LandingPage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("LandingPage", () => {
  it("shows the price from site.yaml, formatted for the page's language", () => {
    expect(text(render(LandingPage, fakeProps(model, "pro")).document.querySelector(".price"))).toBe("$74.99 a year");
    expect(text(render(LandingPage, fakeProps(model, "pro", { locale: "de" })).document.querySelector(".price"))).toMatch(/^74,99\s\$/);
  });

  it("follows a price change in site.yaml", () => {
    const props = fakeProps(model, "pro", { site: (site) => ({ ...site, subscription: { ...site.subscription, price: { amount: 89.5, currency: "EUR" } } }) });
    expect(text(render(LandingPage, props).document.querySelector(".price"))).toBe("€89.50 a year");
  });

  it("leads to buying and to activating an existing subscription", () => {
    const { document } = render(LandingPage, fakeProps(model, "pro"));
    const actions = [...document.querySelectorAll(".landing__actions a")].map((link) => [text(link), link.getAttribute("href")]);
    expect(actions).toEqual([
      ["Subscribe to Privacy Pro", "/en/pro/login/"],
      ["I already have a subscription", "/en/subscriptions/activate/"],
    ]);
  });

  it("lists what the subscription includes, linking to each feature's page", () => {
    const { document } = render(LandingPage, fakeProps(model, "subscriptions"));
    const features = [...document.querySelectorAll(".features .card h3")].map((heading) => text(heading));
    expect(features).toEqual(["VPN", "Personal Information Removal", "Identity Theft Restoration", "Advanced AI chat models"]);
    for (const route of ["/en/dbp/", "/en/identity-theft-restoration/", "/en/duckai/"]) expect(document.querySelector(`.features a[href="${route}"]`)).not.toBeNull();
  });

  it("carries the subscriptionpromo tagline and banner variants", () => {
    const { document } = render(LandingPage, fakeProps(model, "pro"));
    expect([...document.querySelectorAll("[data-exp-show]")].map((element) => element.getAttribute("data-exp-show"))).toEqual(["subscriptionpromo:tagline", "subscriptionpromo:banner"]);
  });

  it("gives /pro and /subscriptions their own heading", () => {
    const pro = text(render(LandingPage, fakeProps(model, "pro")).document.querySelector("h1"));
    const subscriptions = text(render(LandingPage, fakeProps(model, "subscriptions")).document.querySelector("h1"));
    expect(pro).not.toBe(subscriptions);
  });
});
