// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { LandingPage } from "../../../templates/pages/LandingPage.js";
import { fakeProps, loadRealSite, render, text, translatorFor } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("LandingPage", () => {
  it("shows every plan's price from site.yaml, formatted for the page's language, and the free trial", () => {
    const { document } = render(LandingPage, fakeProps(model, "pro"));
    expect([...document.querySelectorAll(".plans__plan")].map((plan) => text(plan))).toEqual(["$74.99 a year", "$7.99 a month"]);
    expect(text(document.querySelector(".plans__trial"))).toBe("Start with a 7-day free trial.");
    const german = render(LandingPage, fakeProps(model, "pro", { locale: "de", t: translatorFor("de", new Set()) })).document;
    expect(text(german.querySelector(".plans__plan"))).toMatch(/^74,99\s\$ pro Jahr$/);
  });

  it("isolates each price in Arabic, so the bidirectional algorithm cannot split it from its currency", () => {
    const arabic = render(LandingPage, fakeProps(model, "pro", { locale: "ar", t: translatorFor("ar", new Set()) })).document;
    const prices = [...arabic.querySelectorAll(".plans__plan")].map((plan) => plan.querySelector("bdi")?.textContent);
    const expected = model.subscription.products.map((product) => new Intl.NumberFormat("ar", { style: "currency", currency: model.subscription.price.currency }).format(product.amount));
    expect(prices).toEqual(expected);
  });

  it("follows a change of plans, currency or trial length in site.yaml", () => {
    const props = fakeProps(model, "pro", {
      site: (site) => ({
        ...site,
        subscription: {
          ...site.subscription,
          price: { amount: 89.5, currency: "EUR" },
          products: [{ id: "pro-yearly", billingPeriod: "yearly", amount: 89.5 }],
          trial: { ...site.subscription.trial, defaultDays: 14 },
        },
      }),
    });
    const { document } = render(LandingPage, props);
    expect([...document.querySelectorAll(".plans__plan")].map((plan) => text(plan))).toEqual(["€89.50 a year"]);
    expect(text(document.querySelector(".plans__trial"))).toBe("Start with a 14-day free trial.");
  });

  it("puts the offer in the landing island, whose fallback says subscribing needs JavaScript and leads to the flow's sign-in", () => {
    for (const [id, signIn] of [["pro", "/en/pro/login/"], ["subscriptions", "/en/subscriptions/activate/"]] as const) {
      const { document } = render(LandingPage, fakeProps(model, id));
      const island = document.querySelector('[data-island="subscription-landing"]');
      expect(island?.querySelector(".plans"), id).not.toBeNull();
      expect(text(island?.querySelector(".notice") ?? null)).toMatch(/^Subscribing happens on this page and needs JavaScript\./);
      const actions = [...(island?.querySelectorAll(".landing__actions a") ?? [])].map((link) => [text(link), link.getAttribute("href")]);
      expect(actions).toEqual([["I already have a subscription", signIn]]);
    }
  });

  it("makes the closing call to action follow the in-app status: the purchase (to the offer) and management, one shown at a time", () => {
    const { document } = render(LandingPage, fakeProps(model, "pro"));
    const cta = document.querySelector(".landing__closing [data-subscription-cta]");
    expect(text(cta?.querySelector("[data-cta-buy]") ?? null)).toBe("Subscribe to Privacy Pro");
    expect(cta?.querySelector("[data-cta-buy]")?.getAttribute("href")).toBe("#offer");
    expect(cta?.querySelector("[data-cta-manage]")?.getAttribute("href")).toBe("/en/subscriptions/manage/");
  });

  it("lists what the subscription includes, each card with its icon, linking to each feature's page", () => {
    const { document } = render(LandingPage, fakeProps(model, "subscriptions"));
    const cards = [...document.querySelectorAll(".features .card")];
    expect(cards.map((card) => text(card.querySelector("h3")))).toEqual(["VPN", "Personal Information Removal", "Identity Theft Restoration", "Advanced AI chat models"]);
    expect(cards.map((card) => card.querySelector(".card__icon use")?.getAttribute("href")?.split("#")[1])).toEqual(["globe", "trash", "advisor", "sparkle"]);
    for (const route of ["/en/dbp/", "/en/identity-theft-restoration/", "/en/duckai/"]) expect(document.querySelector(`.features a[href="${route}"]`)).not.toBeNull();
    // The same four, by name, beside the introduction.
    expect([...document.querySelectorAll(".landing__top .included li")].map((item) => text(item))).toEqual(cards.map((card) => text(card.querySelector("h3"))));
  });

  it("explains how it works in three numbered steps and ends with the way back to the offer", () => {
    const { document } = render(LandingPage, fakeProps(model, "pro"));
    expect([...document.querySelectorAll("ol.steps__list > li")].map((step) => text(step))).toEqual([
      "Choose a plan and confirm your email address with a one-time code. No password and no name needed.",
      "Activate on each of your devices with your email address and a one-time code.",
      "Turn on the VPN, start your information removal, and get help if your identity is ever stolen.",
    ]);
    const back = document.querySelector(".landing__closing a.button");
    expect([text(back), back?.getAttribute("href")]).toEqual(["Subscribe to Privacy Pro", "#offer"]);
    expect(document.getElementById("offer")?.getAttribute("data-island")).toBe("subscription-landing");
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
