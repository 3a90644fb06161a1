import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { manifestSchema } from "../../contracts/manifest.js";
import type { BuiltPage } from "./completeness.js";

/** The pages of a build, for the completeness measure; null when there is no build to read. */
export async function readBuiltPages(distDir: string): Promise<BuiltPage[] | null> {
  const manifestText = await readFile(join(distDir, "manifest.json"), "utf8").catch(() => null);
  if (manifestText === null) return null;
  const manifest = manifestSchema.safeParse(JSON.parse(manifestText));
  if (!manifest.success) return null;
  const pages = await Promise.all(
    manifest.data.pages.map(async (page) => {
      const html = await readFile(join(distDir, page.file), "utf8").catch(() => null);
      return html === null ? null : { route: page.route, locale: page.locale, url: page.url, html };
    }),
  );
  return pages.filter((page) => page !== null);
}
