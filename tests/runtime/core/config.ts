import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { runtimeSchema } from "../../../contracts/config/runtime.js";
import type { RuntimeConfig } from "../../../contracts/config/index.js";
import type { BrowserConfig } from "../../../contracts/browser-config.js";
import { atbClock } from "../../../contracts/build-browser-config.js";

// Resolved from a path, not a URL object: under jsdom the global URL is jsdom's own.
const repoFile = (path: string) => resolve(dirname(fileURLToPath(import.meta.url)), "../../..", path);

/** The repository's own runtime section, validated: tests read constants from it, never from literals. */
export function loadRuntimeConfig(): RuntimeConfig {
  const doc = parse(readFileSync(repoFile("config/runtime.yaml"), "utf8")) as { runtime: unknown };
  return runtimeSchema.parse(doc.runtime);
}

/** A BrowserConfig as the build would serialise it for one page. */
export function browserConfig(page: Partial<BrowserConfig["page"]> = {}): BrowserConfig {
  const site = parse(readFileSync(repoFile("site.yaml"), "utf8")) as { site: { hosts: BrowserConfig["hosts"] } };
  return {
    page: {
      id: "home",
      route: "/",
      locale: "en",
      defaultLocale: "en",
      template: "home",
      theme: "default",
      specificPurpose: true,
      ...page,
    },
    environment: "production",
    mainHost: site.site.hosts.main,
    hosts: site.site.hosts,
    runtime: loadRuntimeConfig(),
    atbClock: atbClock(loadRuntimeConfig().atb),
    services: {
      environments: {
        production: { subscriptions: "https://s.example" },
        staging: { subscriptions: "https://s-dev.example" },
        local: { subscriptions: "http://127.0.0.1:1" },
      },
    } as BrowserConfig["services"],
    subscription: {} as BrowserConfig["subscription"],
    messages: {},
  };
}
