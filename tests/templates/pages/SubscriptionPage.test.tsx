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
    expect(text(render(SubscriptionPage, fakeProps(model, "subscriptions-activate")).document.querySelector("h1"))).toBe("Activate your subscription");
    expect(headings.get("subscriptions-manage")).toBe("Manage your subscription");
  });

  it("mounts the route's island over a fallback that says what is happening", () => {
    const { document } = render(SubscriptionPage, fakeProps(model, "subscriptions-welcome-stripe"));
    const island = document.querySelector('[data-island="purchase-confirmation"]');
    expect(text(island)).toMatch(/^Loading… This step needs JavaScript\./);
  });

  it("has no island mount point where the route has no island", () => {
    const { document } = render(SubscriptionPage, fakeProps(model, "subscriptions-manage"));
    expect(document.querySelector("[data-island]")).toBeNull();
    expect(document.querySelector('a[href="/en/subscription-support/"]')).not.toBeNull();
  });
});
