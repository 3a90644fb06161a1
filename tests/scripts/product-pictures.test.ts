import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import yaml from "js-yaml";
import { pictureNames } from "../../contracts/config/page-data.js";
import { PICTURES } from "../../scripts/product-pictures/screens.js";
import { loadRealSite, ROOT } from "../templates/fake-props.js";

const model = await loadRealSite();
const languages = [model.site.defaultLocale, ...(model.pictures?.languages ?? [])];

/** Nested words as dotted keys. */
function keys(node: unknown, prefix = ""): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => (value && typeof value === "object" ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe("the product pictures", () => {
  it("are the pictures route data may name, drawn by the script", () => {
    expect(Object.keys(PICTURES).sort()).toEqual([...pictureNames].sort());
  });

  it("are drawn light and dark in every language of pictures.languages, each source of a reasonable size", () => {
    for (const language of languages) {
      for (const name of pictureNames) {
        for (const scheme of ["light", "dark"]) {
          const file = join(ROOT, "images/product", language, `${name}-${scheme}.png`);
          expect(existsSync(file), file).toBe(true);
          expect(readFileSync(file).length, file).toBeLessThan(120 * 1024);
        }
      }
    }
  });

  it("have every English word in each language, and no word English lacks", () => {
    const words = (language: string) => keys(yaml.load(readFileSync(join(ROOT, "scripts/product-pictures/words", `${language}.yaml`), "utf8"))).sort();
    const english = words("en");
    for (const language of languages) expect(words(language), language).toEqual(english);
  });
});
