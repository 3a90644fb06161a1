import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteModel } from "../../config/load.js";
import type { Messages } from "../../content/messages.js";
import { fail, ok, type Result } from "../../errors.js";
import { createTranslator } from "../../content/translate.js";
import { PUBLIC_DIR } from "../../site-layout.js";
import { hash } from "../cache/fingerprint.js";
import { fontFolders } from "../images/fonts.js";
import { produce, type ImageJob } from "../images/produce.js";
import { shareCardFile, sharePainter, type ShareCard } from "../images/share-card.js";
import { loadSharp, ownFontsProblem, type Sharp } from "../images/sharp.js";
import { encoderVersion } from "../images/versions.js";
import { pageTitle } from "../render/page.js";
import { shareCardOf, type ShareSettings } from "../render/share.js";
import type { Plan } from "../types.js";
import { defineStage } from "./define.js";

/** The logo share images carry: the site's icon, when it has one as SVG. */
const LOGO_FILE = "favicon.svg";

export interface Share {
  settings: ShareSettings;
  jobs: ImageJob[];
  /** Settles once every card is in the cache. */
  made: Promise<Result<void>>;
}

/**
 * What every card is drawn from besides its own words: the drawing's code (the CLI), the encoder,
 * the font packages' versions and the logo. Read, not drawn: the pages need the names before a
 * card exists.
 */
function shareSettings(model: SiteModel): Result<ShareSettings | null> {
  if (!model.images.sharePreviews) return ok(null);
  let folders: string[];
  try {
    folders = fontFolders();
  } catch (error) {
    return fail({
      code: "share-image-failed",
      message: `share images cannot be drawn: ${(error as Error).message}`,
      hint: "run npm install, or set images.sharePreviews: false",
    });
  }
  const fonts = folders.map((folder) => {
    const manifest = JSON.parse(readFileSync(join(folder, "..", "package.json"), "utf8")) as {
      name: string;
      version: string;
    };
    return `${manifest.name}@${manifest.version}`;
  });
  const logo = logoOf(model);
  return ok({ salt: hash(encoderVersion(), ...fonts, logo ? hash(logo.toString("base64")) : "no logo") });
}

function logoOf(model: SiteModel): Buffer | null {
  const file = join(model.rootDir, PUBLIC_DIR, LOGO_FILE);
  return existsSync(file) ? readFileSync(file) : null;
}

/**
 * The share stage: every indexable page's card (its title in its language, see render/share.ts),
 * each drawn once into the cache while the pages render; pages with the same card share its file.
 * The page renderer names the same files from the same inputs.
 */
function shareStage(input: { model: SiteModel; plan: Plan; messages: Messages; settings: ShareSettings }): Share {
  const { model, messages, settings } = input;
  const defaults = messages[model.site.defaultLocale] ?? {};
  const translators = new Map<string, (key: string) => string>();
  const jobs = new Map<string, ImageJob>();
  const logo = logoOf(model);
  let painter: { sharp: Sharp; draw: (card: ShareCard) => Promise<Uint8Array> } | undefined;
  const draw = (sharp: Sharp, card: ShareCard) => {
    if (painter?.sharp !== sharp) painter = { sharp, draw: sharePainter(sharp, logo) };
    return painter.draw(card);
  };
  for (const page of input.plan.pages) {
    const locale = page.locale.code;
    let t = translators.get(locale);
    if (!t)
      translators.set(
        locale,
        (t = createTranslator({
          catalogue: messages[locale] ?? {},
          defaults,
          locale,
          defaultLocale: model.site.defaultLocale,
          dir: page.locale.dir,
          markFallbacks: false,
        })),
      );
    const card = shareCardOf(model, page, pageTitle(page, messages[locale] ?? {}, model.site.defaultLocale, t));
    const { file, key } = shareCardFile(card, settings.salt);
    if (!jobs.has(file)) jobs.set(file, { file, key, make: (sharp) => draw(sharp, card) });
  }
  const all = [...jobs.values()];
  const made = (async (): Promise<Result<void>> => {
    // sharp is loaded only when a card is missing from the cache.
    const sharp = async () => {
      const library = await loadSharp();
      const fonts = ownFontsProblem();
      if (fonts) throw new Error(fonts);
      return library;
    };
    try {
      const failures = await produce(model.rootDir, all, sharp);
      return failures.length
        ? fail(
            ...failures.map(({ job, reason }) => ({
              code: "share-image-failed" as const,
              file: job.file,
              message: `${job.file} could not be drawn: ${reason}`,
            })),
          )
        : ok(undefined);
    } catch (error) {
      return fail({
        code: "share-image-failed",
        message: `share images cannot be drawn: ${(error as Error).message}`,
        hint: "run npm install, or set images.sharePreviews: false",
      });
    }
  })();
  return { settings, jobs: all, made };
}

export const settings = defineStage({
  name: "share settings",
  needs: ["loaded"],
  produces: "shareSettings",
  run: ({ loaded }) => shareSettings(loaded.model),
});

export const share = defineStage({
  name: "share",
  offThread: true,
  needs: ["loaded", "plan", "content", "shareSettings"],
  produces: "share",
  run: ({ loaded, plan, content, shareSettings: settings }) =>
    ok(settings ? shareStage({ model: loaded.model, plan, messages: content.messages, settings }) : null),
});
