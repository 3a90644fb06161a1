// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { LandingPage } from "../../../templates/pages/LandingPage.js";
import { fakeProps, loadRealSite, render, strictTranslate, text, translatorFor } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("LandingPage", () => {
  it("shows every plan's price a month from site.yaml, the yearly one rounded up and with what it is billed, and the free trial", () => {
    const { document } = render(LandingPage, fakeProps(model, "pro"));
    expect([...document.querySelectorAll(".plans__plan")].map((plan) => [text(plan.querySelector(".plans__name")), text(plan.querySelector(".plans__price")), text(plan.querySelector(".plans__billed"))])).toEqual([
      // 74.99 / 12 = 6.249...: shown as 6.25, never cheaper than it is; 1 - 74.99 / (12 × 7.99) = 21.8 %: "Save 21%".
      ["Yearly Save 21%", "$6.25 a month", "billed $74.99 a year"],
      ["Monthly", "$7.99 a month", "billed every month"],
    ]);
    expect(text(document.querySelector(".plans__trial"))).toBe("Start with a 7-day free trial.");
    const german = render(LandingPage, fakeProps(model, "pro", { locale: "de", t: translatorFor("de", new Set()) })).document;
    expect(text(german.querySelector(".plans__price"))).toMatch(/^6,25\s\$ pro Monat$/);
  });

  it("isolates each price in Arabic, so the bidirectional algorithm cannot split it from its currency", () => {
    const arabic = render(LandingPage, fakeProps(model, "pro", { locale: "ar", t: translatorFor("ar", new Set()) })).document;
    const prices = [...arabic.querySelectorAll(".plans__plan bdi")].map((price) => price.textContent);
    const money = (amount: number) => new Intl.NumberFormat("ar", { style: "currency", currency: model.subscription.price.currency }).format(amount);
    expect(prices).toEqual([money(6.25), money(74.99), money(7.99)]);
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
    expect([...document.querySelectorAll(".plans__plan")].map((plan) => text(plan))).toEqual(["Yearly €7.46 a month billed €89.50 a year"]);
    expect(text(document.querySelector(".plans__trial"))).toBe("Start with a 14-day free trial.");
  });

  it("states the terms beside the price: devices and refund days from the route, the countries of runtime.countries by name", () => {
    const { document } = render(LandingPage, fakeProps(model, "pro"));
    const facts = [...document.querySelectorAll("#offer .offer-facts > li")].map((fact) => text(fact.querySelector("span, summary")));
    expect(facts).toEqual(["On up to 5 devices at once", `Available in ${model.runtime.countries.length} countries`, "Cancel any time. A full refund within 30 days of a payment."]);
    const countries = text(document.querySelector(".offer-facts__countries p"));
    for (const name of ["Austria", "Germany", "United States", "United Kingdom"]) expect(countries).toContain(name);
    const fewer = fakeProps(model, "pro", { site: (site) => ({ ...site, runtime: { ...site.runtime, countries: ["US", "CA"] } }) });
    const props = { ...fewer, page: { ...fewer.page, data: { ...fewer.page.data, offer: { devices: 1, refundDays: 14 } } } };
    const changed = render(LandingPage, props).document;
    expect([...changed.querySelectorAll("#offer .offer-facts > li")].map((fact) => text(fact.querySelector("span, summary")))).toEqual(["On 1 device", "Available in 2 countries", "Cancel any time. A full refund within 14 days of a payment."]);
    expect(text(changed.querySelector(".offer-facts__countries p"))).toBe("Canada and United States");
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
    expect(text(cta?.querySelector("[data-cta-buy]") ?? null)).toBe("Choose your plan");
    expect(cta?.querySelector("[data-cta-buy]")?.getAttribute("href")).toBe("#offer");
    expect(cta?.querySelector("[data-cta-manage]")?.getAttribute("href")).toBe("/en/subscriptions/manage/");
  });

  it("shows each part of the subscription at work on /pro, beside its picture, linking to its page", () => {
    const { document } = render(LandingPage, fakeProps(model, "pro"));
    const rows = [...document.querySelectorAll(".included-rows .showcase__row")];
    expect(rows.map((row) => text(row.querySelector("h3")))).toEqual(["VPN", "Personal Information Removal", "Identity Theft Restoration", "Advanced AI chat models"]);
    expect(rows.map((row) => row.querySelector("img")?.getAttribute("alt"))).toEqual(["vpn", "dbp", "itr", "duckai"].map((name) => strictTranslate(`pictures.${name}`, { brand: model.site.brand })));
    for (const route of ["/en/dbp/", "/en/identity-theft-restoration/", "/en/duckai/"]) expect(document.querySelector(`.included-rows a[href="${route}"]`)).not.toBeNull();
    // The same four, by name, beside the introduction, on phones too.
    expect([...document.querySelectorAll(".landing__top .included li")].map((item) => text(item))).toEqual(rows.map((row) => text(row.querySelector("h3"))));
  });

  it("sets what is free against what Privacy Pro adds on /subscriptions, each mark said in words", () => {
    const { document } = render(LandingPage, fakeProps(model, "subscriptions"));
    expect(document.querySelector(".included-rows"), "not /pro's layout").toBeNull();
    const rows = [...document.querySelectorAll(".plans-table tbody tr")].map((row) => [text(row.querySelector("th")), ...[...row.querySelectorAll("td")].map((cell) => text(cell))]);
    expect(rows).toContainEqual(["Private search", "Included", "Included"]);
    expect(rows).toContainEqual(["VPN", "Not included", "Included"]);
    expect(rows.every((row) => row[2] === "Included"), "everything is in Privacy Pro").toBe(true);
    expect([...document.querySelectorAll(".plans-table thead th")].map((cell) => text(cell))).toEqual(["Free", "Privacy Pro"]);
  });

  it("explains how it works in three numbered steps and ends with the way back to the offer", () => {
    const { document } = render(LandingPage, fakeProps(model, "pro"));
    expect([...document.querySelectorAll("ol.steps__list > li")].map((step) => text(step))).toEqual([
      "Choose a plan and confirm your email address with a one-time code. No password and no name needed.",
      "Activate on each of your devices with your email address and a one-time code.",
      "Turn on the VPN, start your information removal, and get help if your identity is ever stolen.",
    ]);
    const back = document.querySelector(".landing__closing a.button");
    expect([text(back), back?.getAttribute("href")]).toEqual(["Choose your plan", "#offer"]);
    expect(document.querySelector("#offer [data-island]")?.getAttribute("data-island")).toBe("subscription-landing");
  });

  it("carries the subscriptionpromo tagline and banner variants", () => {
    const { document } = render(LandingPage, fakeProps(model, "pro"));
    expect([...document.querySelectorAll("[data-exp-show]")].map((element) => element.getAttribute("data-exp-show"))).toEqual(["subscriptionpromo:tagline", "subscriptionpromo:banner"]);
  });

  it("gives /pro and /subscriptions their own heading and title", () => {
    const pro = text(render(LandingPage, fakeProps(model, "pro")).document.querySelector("h1"));
    const subscriptions = text(render(LandingPage, fakeProps(model, "subscriptions")).document.querySelector("h1"));
    expect(pro).not.toBe(subscriptions);
    expect(strictTranslate("pages.pro.title")).not.toBe(strictTranslate("pages.subscriptions.title"));
  });
});
