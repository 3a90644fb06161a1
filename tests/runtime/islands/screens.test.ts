import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import {
  SHARED_MESSAGE_KEYS,
  SUBSCRIPTION_MESSAGE_KEYS,
  type SubscriptionScreen,
} from "../../../contracts/subscription-ui.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";
import { repoModel } from "../subscription/support.js";

/** The screens each island entry renders (runtime/islands/{island}.tsx). */
const ISLAND_SCREENS: Record<string, SubscriptionScreen[]> = {
  "subscription-landing": ["landing"],
  "subscription-sign-in": ["sign-in"],
  "purchase-confirmation": ["welcome"],
  "subscription-manage": ["manage"],
  "subscription-email": ["add-email", "edit-email", "remove-email", "another-device"],
};

let model: SiteModel;
beforeAll(async () => {
  model = await repoModel();
});

describe("subscription routes, screens and islands", () => {
  it("gives every route of subscription.screens the island that renders its screen, and every subscription island a screen", () => {
    for (const [path, { screen }] of Object.entries(model.subscription.screens)) {
      const route = model.routes.find((candidate) => candidate.path === path);
      expect(route, path).toBeDefined();
      expect(ISLAND_SCREENS[route!.island ?? ""] ?? [], path).toContain(screen);
    }
    for (const route of model.routes.filter((candidate) => candidate.island && candidate.island in ISLAND_SCREENS)) {
      expect(model.subscription.screens[route.path], route.path).toBeDefined();
    }
  });

  it("links every flow and the feature pages to routes that exist", () => {
    const paths = new Set(model.routes.map((route) => route.path));
    const { flows, manageRoute, featurePageWelcome, features } = model.subscription;
    for (const path of [
      ...Object.values(flows).flatMap((flow) => Object.values(flow)),
      manageRoute,
      featurePageWelcome,
      ...features.flatMap((feature) => (feature.route ? [feature.route] : [])),
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it("sends the islands exactly the messages locales/en.yaml has under subscription.screen, and the shared client ones", () => {
    const english = parse(readFileSync(join(REPO_ROOT, "locales/en.yaml"), "utf8")) as {
      subscription: { screen: object };
      client: Record<string, string>;
    };
    const keys: string[] = [];
    const walk = (node: unknown, path: string[]) => {
      if (node && typeof node === "object")
        for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
      else keys.push(path.join("."));
    };
    walk(english.subscription.screen, []);
    expect([...SUBSCRIPTION_MESSAGE_KEYS].sort()).toEqual(keys.sort());
    for (const key of Object.values(SHARED_MESSAGE_KEYS))
      expect(english.client[key.slice("client.".length)], key).toBeTruthy();
  });
});
