import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { i18nCommand } from "../../../cli/i18n/command.js";
import { copyFixture } from "../../helpers/fixture-site.js";

type Site = Awaited<ReturnType<typeof copyFixture>>;
let site: Site;

beforeEach(async () => {
  site = await copyFixture("i18n-site");
});
afterEach(() => site.remove());

/** `site i18n ...args` in the fixture copy, with its output and exit code. */
async function i18n(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  let code = 0;
  const io = { stdout: { write: (text: string) => (out += text) }, stderr: { write: (text: string) => (err += text) }, setExitCode: (value: 0 | 1) => void (code = value) };
  await i18nCommand(io).parseAsync([...args, "--root", site.dir], { from: "user" });
  return { code, out, err };
}

/** Every file a translation can change, with a hash of its contents. */
async function sources(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else found[relative(site.dir, path)] = createHash("sha1").update(await readFile(path)).digest("hex");
    }
  };
  await walk(join(site.dir, "locales"));
  await walk(join(site.dir, "content"));
  return found;
}

const out = (name: string) => join(site.dir, name);

describe("site i18n export and import", () => {
  it.each([
    ["xliff", "de.xlf", []],
    ["po", "de.po", []],
    ["xliff", "de.xlf", ["--all"]],
    ["po", "ar.po", ["--all"]],
  ])("exporting %s (%s %j) then importing it unchanged changes nothing", async (format, file, extra) => {
    const locale = file.split(".")[0]!;
    const before = await sources();
    expect((await i18n("export", "--locale", locale, "--format", format, "--out", out(file), ...extra)).code).toBe(0);
    const imported = await i18n("import", out(file));
    expect(imported.err).toBe("");
    expect(imported.out).toContain("changed nothing");
    expect(await sources()).toEqual(before);
  });

  it("exports only what is missing, with notes on placeholders and the plural forms the language needs", async () => {
    await i18n("export", "--locale", "ru", "--out", out("ru.xlf"));
    const xliff = await site.read("ru.xlf");
    expect(xliff).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ru">');
    expect(xliff).not.toContain('<unit id="nav.about"');
    expect(xliff).toContain('<unit id="nav.skip">');
    expect(xliff).toContain("give the forms ru needs, one, few, many, other");
    expect(xliff).toContain("Keep {price} as written");
    expect(xliff).toMatch(/<file id="content:about.md">\s*<unit id="title">/);
    expect(xliff).toContain('<unit id="b3" xml:space="preserve">');
  });

  it("carries the English catalogue's comment above a message to the translator, in XLIFF and PO", async () => {
    const note = "Context: The yearly price, under the plan's name: \"a year\" as in \"per year\", not \"one year from now\".";
    await i18n("export", "--locale", "ru", "--out", out("ru.xlf"));
    expect(await site.read("ru.xlf")).toMatch(new RegExp(`<unit id="landing.plan">\\s*<notes>\\s*<note>${note.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</note>`));
    await i18n("export", "--locale", "ru", "--format", "po", "--out", out("ru.po"));
    expect(await site.read("ru.po")).toContain(`#: locales/en.yaml\n#. ${note}\n#. Keep {price} as written: the site fills it in.\nmsgctxt "messages/landing.plan"`);
    expect(await site.read("ru.po")).not.toContain("#. Context: English: the complete catalogue");
  });

  it("writes imported messages into the catalogue in en.yaml's order and records their English", async () => {
    await i18n("export", "--locale", "de", "--format", "po", "--out", out("de.po"));
    const po = await site.read("de.po");
    const translated = po
      .replace('msgid "Skip to main content"\nmsgstr ""', 'msgid "Skip to main content"\nmsgstr "Zum Hauptinhalt springen"')
      .replace('msgid "{count, plural, one {# review} other {# reviews}}"\nmsgstr ""', 'msgid "{count, plural, one {# review} other {# reviews}}"\nmsgstr "{count, plural, one {# Bewertung} other {# Bewertungen}}"');
    await site.write("de.po", translated);
    const result = await i18n("import", out("de.po"));
    expect(result.out).toContain("de: 2 messages and 0 pages imported");
    expect(await site.read("locales/de.yaml")).toBe(`# de: translated keys; anything missing falls back to English.

nav:
  about: "Über uns"
  skip: "Zum Hauptinhalt springen"

pages:
  home:
    title: "Privat suchen, ganz einfach"

stats:
  reviews: "{count, plural, one {# Bewertung} other {# Bewertungen}}"

landing:
  plan: "{price} pro Jahr"
`);
    const record = JSON.parse(await site.read("locales/translated-from/de.json"));
    expect(Object.keys(record.messages).sort()).toEqual(["nav.skip", "stats.reviews"]);
  });

  it("imports a Markdown page whole, with English's front matter fields it does not translate", async () => {
    await i18n("export", "--locale", "de", "--out", out("de.xlf"));
    const xliff = (await site.read("de.xlf"))
      .replace("<source>Terms</source>", "<source>Terms</source>\n        <target>Bedingungen</target>")
      .replace("<source>These terms apply to everything we make.</source>", "<source>These terms apply to everything we make.</source>\n        <target>Diese Bedingungen gelten für alles, was wir machen.</target>");
    await site.write("de.xlf", xliff);
    expect((await i18n("import", out("de.xlf"))).code).toBe(0);
    expect(await site.read("content/de/terms.md")).toBe("---\ntitle: Bedingungen\n---\n\nDiese Bedingungen gelten für alles, was wir machen.\n");
  });

  it("refuses a file with any bad string, says where, and writes nothing", async () => {
    await i18n("export", "--locale", "ru", "--format", "po", "--out", out("ru.po"));
    const po = (await site.read("ru.po"))
      .replace('msgid "{price} a year"\nmsgstr ""', 'msgid "{price} a year"\nmsgstr "{cost} в год"')
      .replace('msgid "{count, plural, one {# review} other {# reviews}}"\nmsgstr ""', 'msgid "{count, plural, one {# review} other {# reviews}}"\nmsgstr "{count, plural, one {# отзыв} other {# отзывов}}"')
      .replace('msgid "Skip to main content"\nmsgstr ""', 'msgid "Skip to main content"\nmsgstr "Перейти к содержимому"');
    await site.write("ru.po", po);
    const before = await sources();
    const result = await i18n("import", out("ru.po"));
    expect(result.code).toBe(1);
    const line = (context: string) => po.split("\n").indexOf(`msgctxt "messages/${context}"`) + 1;
    expect(result.err).toContain(`ru.po:${line("landing.plan")} messages/landing.plan: the ru message lacks {price} and has {cost}, which English does not`);
    expect(result.err).toContain(`ru.po:${line("stats.reviews")} messages/stats.reviews: {count, plural, ...} lacks the ru forms few, many`);
    expect(result.err).toContain("[placeholder-mismatch]");
    expect(await sources()).toEqual(before);
  });

  it("refuses a translation that prints a count English chooses its words by as plain text", async () => {
    await i18n("export", "--locale", "de", "--format", "po", "--out", out("de.po"));
    await site.write("de.po", (await site.read("de.po")).replace('msgid "{count, plural, one {# review} other {# reviews}}"\nmsgstr ""', 'msgid "{count, plural, one {# review} other {# reviews}}"\nmsgstr "{count} Bewertungen"'));
    const before = await sources();
    const result = await i18n("import", out("de.po"));
    expect(result.code).toBe(1);
    expect(result.err).toContain("messages/stats.reviews: {count} is a count in English ({count, plural, ...}), but the de message shows it as plain text");
    expect(result.err).toContain("[plural-dropped]");
    expect(await sources()).toEqual(before);
  });

  it.each([
    ["a locale the site does not have", (text: string) => text.replace('trgLang="de"', 'trgLang="fr"'), '"fr", which is not a locale of this site'],
    ["XML that is not well-formed", (text: string) => text.replace("</file>", "</fil>"), "not well-formed XML"],
    ["English that changed since the export", (text: string) => text.replace("<source>Skip to main content</source>", "<source>Skip to content</source>\n<target>Zum Inhalt</target>"), "English now says"],
  ])("refuses %s", async (_, change, message) => {
    await i18n("export", "--locale", "de", "--out", out("de.xlf"));
    await site.write("de.xlf", change(await site.read("de.xlf")));
    const result = await i18n("import", out("de.xlf"));
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
  });

  it("refuses half a page", async () => {
    await i18n("export", "--locale", "ru", "--out", out("ru.xlf"));
    await site.write("ru.xlf", (await site.read("ru.xlf")).replace("<source>About Fixture</source>", "<source>About Fixture</source><target>О Fixture</target>"));
    const result = await i18n("import", out("ru.xlf"));
    expect(result.err).toContain("about.md: 1 of 5 parts are translated; missing description, b1, b2, b3 [i18n-page-incomplete]");
  });
});

describe("site i18n status --review", () => {
  it("lists what a reviewer would point at, language by language, and counts it in the table", async () => {
    const review = await i18n("status", "--review", "de");
    expect(review.out).toBe('de (Deutsch): 1 to review\n  pages.home.title [glossary] English says "made simple", the translation none of the glossary\'s «leicht gemacht»\n');
    const table = await i18n("status");
    expect(table.out).toMatch(/To review[\s\S]*\n\s+de\s+\S+\s+\d+\s+1\s/);
    expect((await i18n("status", "--review", "xx")).err).toContain('"xx" is not a locale to review');
  });
});

describe("outdated translations", () => {
  it("are reported after an English edit, exported with their earlier translation, and current again once re-imported", async () => {
    expect((await i18n("mark-current", "--locale", "all")).out).toContain("5 translations in 2 locales recorded as current");
    await site.write("locales/en.yaml", (await site.read("locales/en.yaml")).replace("About us", "About the team"));
    await site.write("content/en/about.md", (await site.read("content/en/about.md")).replace("a simple idea", "one simple idea"));

    const status = await i18n("status", "--json");
    const de = JSON.parse(status.out).locales.find((locale: { locale: string }) => locale.locale === "de");
    expect(de.messages.outdated).toBe(1);
    expect(de.markdown.outdated).toBe(1);

    await i18n("export", "--locale", "de", "--format", "po", "--out", out("de.po"));
    const po = await site.read("de.po");
    expect(po).toMatch(/#, fuzzy\nmsgctxt "messages\/nav.about"\nmsgid "About the team"\nmsgstr "Über uns"/);
    expect(po).toContain('msgctxt "content:about.md/b1"\nmsgid "Fixture started with one simple idea."\nmsgstr "Fixture begann mit einer einfachen Idee."');

    // The translator reviews the entry and clears the fuzzy flag: the translation is current again.
    await site.write("de.po", po.replace('#, fuzzy\nmsgctxt "messages/nav.about"\nmsgid "About the team"\nmsgstr "Über uns"', 'msgctxt "messages/nav.about"\nmsgid "About the team"\nmsgstr "Über das Team"'));
    expect((await i18n("import", out("de.po"))).code).toBe(0);
    const after = JSON.parse((await i18n("status", "--json")).out).locales.find((locale: { locale: string }) => locale.locale === "de");
    expect(after.messages.outdated).toBe(0);
    expect(await site.read("locales/de.yaml")).toContain('about: "Über das Team"');
  });

  it("can be marked current when the English edit needs no new translation", async () => {
    await i18n("mark-current", "--locale", "de");
    await site.write("locales/en.yaml", (await site.read("locales/en.yaml")).replace("{price} a year", "{price} a year."));
    const outdated = async () => JSON.parse((await i18n("status", "--json")).out).locales.find((l: { locale: string }) => l.locale === "de").messages.outdated;
    expect(await outdated()).toBe(1);
    expect((await i18n("mark-current", "--locale", "de", "landing.plan")).code).toBe(0);
    expect(await outdated()).toBe(0);
    expect((await i18n("mark-current", "--locale", "de", "nav.nothing")).err).toContain("nav.nothing is neither a message key nor a page");
  });
});
