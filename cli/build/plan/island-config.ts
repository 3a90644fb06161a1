import { ISLAND_CONSTANTS_GLOBAL } from "../../../contracts/browser-config.js";
import { configScript, islandConstants } from "../../../contracts/build-browser-config.js";
import type { BrowserMessage } from "../../../contracts/i18n/message-render.js";
import {
  SHARED_MESSAGE_KEYS,
  SUBSCRIPTION_MESSAGE_KEYS,
  SUBSCRIPTION_MESSAGE_PREFIX,
} from "../../../contracts/subscription-ui.js";
import type { SiteModel } from "../../config/load.js";
import type { Messages } from "../../content/messages.js";
import { createBrowserMessages } from "../../content/translate.js";
import { hashedFile } from "../bundle/hashed-file.js";

/**
 * The config island pages add, one cached script per language: the subscription engine's hosts,
 * calls and rules, and the words its islands say in that language, parsed ({brand} filled in
 * here, the rest, plural forms included, in the browser). A page carried these words as 13 KB of JSON on its island's mount point.
 */
export function islandConfigFiles(
  model: SiteModel,
  messages: Messages,
): Map<string, { file: string; contents: Uint8Array }> {
  const defaultLocale = model.site.defaultLocale;
  return new Map(
    model.locales.map((locale) => {
      const message = createBrowserMessages({
        catalogue: messages[locale.code] ?? {},
        defaults: messages[defaultLocale] ?? {},
        locale: locale.code,
        defaultLocale,
      });
      const words: Record<string, BrowserMessage> = {};
      for (const key of SUBSCRIPTION_MESSAGE_KEYS)
        words[key] = message(`${SUBSCRIPTION_MESSAGE_PREFIX}${key}`, { brand: model.site.brand });
      for (const [key, catalogueKey] of Object.entries(SHARED_MESSAGE_KEYS))
        words[key] = message(catalogueKey, { brand: model.site.brand });
      return [
        locale.code,
        hashedFile("island-config", configScript(ISLAND_CONSTANTS_GLOBAL, islandConstants(model, words))),
      ];
    }),
  );
}
