import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const requireFromCli = createRequire(import.meta.url);

/**
 * The fonts share-preview images are drawn with: Noto, from npm packages of Google Fonts' own TTF
 * files, so every machine that installs the lock file draws the same pixels. One family per
 * script the site's languages are written in; Noto Sans covers Latin, Greek, Cyrillic and Vietnamese.
 */
const FAMILIES = {
  "Noto Sans": { npm: "@expo-google-fonts/noto-sans", file: "NotoSans", weights: ["400Regular", "700Bold"] },
  "Noto Sans Arabic": { npm: "@expo-google-fonts/noto-sans-arabic", file: "NotoSansArabic", weights: ["700Bold"] },
  "Noto Sans Hebrew": { npm: "@expo-google-fonts/noto-sans-hebrew", file: "NotoSansHebrew", weights: ["700Bold"] },
  "Noto Sans Devanagari": { npm: "@expo-google-fonts/noto-sans-devanagari", file: "NotoSansDevanagari", weights: ["700Bold"] },
  "Noto Sans Thai": { npm: "@expo-google-fonts/noto-sans-thai", file: "NotoSansThai", weights: ["700Bold"] },
  "Noto Sans JP": { npm: "@expo-google-fonts/noto-sans-jp", file: "NotoSansJP", weights: ["700Bold"] },
  "Noto Sans KR": { npm: "@expo-google-fonts/noto-sans-kr", file: "NotoSansKR", weights: ["700Bold"] },
  "Noto Sans SC": { npm: "@expo-google-fonts/noto-sans-sc", file: "NotoSansSC", weights: ["700Bold"] },
  "Noto Sans TC": { npm: "@expo-google-fonts/noto-sans-tc", file: "NotoSansTC", weights: ["700Bold"] },
} as const;

type FontFamily = keyof typeof FAMILIES;

/** The family a language's titles are set in (by its code's language part, or the whole code for Chinese). */
const FAMILY_BY_LANGUAGE: Record<string, FontFamily> = {
  ar: "Noto Sans Arabic",
  fa: "Noto Sans Arabic",
  ur: "Noto Sans Arabic",
  he: "Noto Sans Hebrew",
  hi: "Noto Sans Devanagari",
  mr: "Noto Sans Devanagari",
  ne: "Noto Sans Devanagari",
  th: "Noto Sans Thai",
  ja: "Noto Sans JP",
  ko: "Noto Sans KR",
  zh: "Noto Sans SC",
  "zh-CN": "Noto Sans SC",
  "zh-SG": "Noto Sans SC",
  "zh-TW": "Noto Sans TC",
  "zh-HK": "Noto Sans TC",
};

/**
 * A Pango font list for text in `locale`: its script's family first, then Noto Sans for the Latin
 * words every language's titles carry (the brand), then the rest for anything else.
 */
export function fontListFor(locale: string): string {
  const own = FAMILY_BY_LANGUAGE[locale] ?? FAMILY_BY_LANGUAGE[locale.split("-")[0]!] ?? "Noto Sans";
  const rest = (Object.keys(FAMILIES) as FontFamily[]).filter((family) => family !== own && family !== "Noto Sans");
  return [own, ...(own === "Noto Sans" ? [] : ["Noto Sans"]), ...rest].join(",");
}

/** The font files, by the folder fontconfig is to read (one weight's file each). */
export function fontFolders(): string[] {
  return Object.values(FAMILIES).flatMap((family) => {
    const root = dirname(requireFromCli.resolve(`${family.npm}/package.json`));
    return family.weights.map((weight) => {
      const folder = join(root, weight);
      if (!existsSync(join(folder, `${family.file}_${weight}.ttf`))) throw new Error(`${family.npm} has no ${weight} font file: run npm install`);
      return folder;
    });
  });
}

/**
 * Point fontconfig (which libvips' text rendering asks for fonts) at these fonts alone, before
 * libvips first reads its configuration: no system font can stand in for a missing glyph, so a
 * laptop and CI draw the same pixels. Hinting is off and antialiasing grey, whatever a system sets.
 */
export function useOwnFonts(): void {
  const folders = fontFolders();
  const dir = join(tmpdir(), `site-fonts-${createHash("sha256").update(folders.join("\n")).digest("hex").slice(0, 12)}`);
  const file = join(dir, "fonts.conf");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
    // Written whole under another name first: builds running at once may both write it.
    const temporary = `${file}.${process.pid}`;
    writeFileSync(
      temporary,
      [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
        "<fontconfig>",
        ...folders.map((folder) => `  <dir>${escapeXml(folder)}</dir>`),
        `  <cachedir>${escapeXml(join(dir, "cache"))}</cachedir>`,
        '  <match target="font">',
        '    <edit name="hinting" mode="assign"><bool>false</bool></edit>',
        '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
        '    <edit name="rgba" mode="assign"><const>none</const></edit>',
        "  </match>",
        "</fontconfig>",
        "",
      ].join("\n"),
    );
    renameSync(temporary, file);
  }
  process.env.FONTCONFIG_FILE = file;
}
