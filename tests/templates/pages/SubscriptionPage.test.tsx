// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { SubscriptionPage } from "../../../templates/pages/SubscriptionPage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("SubscriptionPage", () => {
  it("gives every subscription screen its own heading and explanation", () => {
    const screens = model.routes.filter((route) => route.template === "subscription");
    const headings = new Map<string, string>();
    for (const route of screens) {
      const { document } = render(SubscriptionPage, fakeProps(model, route.id));
      expect(text(document.querySelector(".page-intro__lead")).length, route.id).toBeGreaterThan(20);
      headings.set(route.id, text(document.querySelector("h1")));
    }
    expect(
      text(render(SubscriptionPage, fakeProps(model, "subscriptions-activate")).document.querySelector("h1")),
    ).toBe("Activate your subscription");
    expect(headings.get("subscriptions-manage")).toBe("Manage your subscription");
  });

  it("never says a payment went through before the island has confirmed it (defect 1)", () => {
    for (const id of [
      "pro-welcome",
      "subscriptions-welcome",
      "subscriptions-welcome-stripe",
      "subscriptions-welcome-stripe-feature-page",
    ]) {
      const { document } = render(SubscriptionPage, fakeProps(model, id));
      const words = text(document.querySelector("main"));
      expect(words, id).not.toMatch(/went through|subscription is (active|ready)/i);
      expect(words, id).toContain("We confirm every purchase with our payment provider");
    }
  });

  it("mounts the route's island over a fallback that says what the page is for and that it needs JavaScript", () => {
    for (const [id, island, fallback] of [
      [
        "subscriptions-welcome-stripe",
        "purchase-confirmation",
        /^Your purchase is checked with our payment provider here, which needs JavaScript\./,
      ],
      ["subscriptions-manage", "subscription-manage", /^Your subscription details appear here\. This needs JavaScript/],
      ["pro-login", "subscription-sign-in", /^Signing in happens here and needs JavaScript\./],
      ["pro-remove-email", "subscription-email", /^Removing your email address happens here/],
    ] as const) {
      const { document } = render(SubscriptionPage, fakeProps(model, id));
      expect(text(document.querySelector(`[data-island="${island}"]`)), id).toMatch(fallback);
    }
  });

  it("keeps the help links on every screen", () => {
    const { document } = render(SubscriptionPage, fakeProps(model, "subscriptions-manage"));
    expect(document.querySelector('a[href="/en/subscription-support/"]')).not.toBeNull();
  });
});
