import { afterEach, describe, expect, it } from "vitest";
import { checkCommand } from "../../../cli/check/command.js";
import { loadSite } from "../../../cli/config/load.js";
import { translationFindings } from "../../../cli/check/checks/translations.js";
import { loadSnapshot } from "../../../cli/i18n/snapshot.js";
import { buildCheckSite } from "../../helpers/check-sites.js";
import { copyFixture } from "../../helpers/fixture-site.js";

let site: Awaited<ReturnType<typeof copyFixture>> | null = null;
afterEach(() => site?.remove());

async function snapshotOf(dir: string) {
  const model = await loadSite(dir);
  if (!model.ok) throw new Error(JSON.stringify(model.errors));
  return (await loadSnapshot(model.value)).snapshot;
}

describe("site check on the catalogues", () => {
  it("fails a build whose German message has other placeholders than English, naming the line", async () => {
    site = await buildCheckSite("placeholder-mismatch");
    let out = "";
    let code = -1;
    const io = {
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: (text: string) => (out += text) },
      env: {},
      setExitCode: (value: 0 | 1 | 2) => void (code = value),
      browser: () => Promise.reject(new Error("no browser")),
    };
    await checkCommand(io).parseAsync(["dist", "--root", site.dir, "--skip-browser"], { from: "user" });
    expect(out).not.toContain("could not run");
    expect(code).toBe(1);
    expect(out).toContain(
      "✗ error de landing.plan: the de message lacks {price} and has {preis}, which English does not (English: {price}) [placeholder-mismatch]",
    );
    expect(out).toContain("from locales/de.yaml:16:9");
    expect(out).toMatch(
      /Locale\s+Messages\s+Outdated\s+To review\s+Markdown pages\s+Pages in own language\s+Mostly en\s+Language\n\s+de\s+100%/,
    );
  });

  it("checks plural forms against each language's rules, and the default language's own syntax", async () => {
    site = await copyFixture("i18n-site");
    await site.write(
      "locales/ru.yaml",
      'stats:\n  reviews: "{count, plural, one {# отзыв} few {# отзыва} many {# отзывов} other {# отзыва}}"\nlanding:\n  trial: "{days, plural, one {# день} other {# дней}}"\n',
    );
    await site.write("locales/en.yaml", `${await site.read("locales/en.yaml")}  broken: "{oops"\n`);
    const findings = translationFindings(await snapshotOf(site.dir));
    expect(findings.map((finding) => `${finding.level} ${finding.code} ${finding.message}`)).toEqual([
      'error message-syntax en landing.broken: expected } or , after {oops (at character 6 of "{oops")',
      "error plural-forms-missing ru landing.trial: {days, plural, ...} lacks the ru forms few, many (ru needs one, few, many, other)",
    ]);
  });

  it("fails a translation that prints as plain text a count English chooses its words by", async () => {
    site = await copyFixture("i18n-site");
    await site.write("locales/de.yaml", 'stats:\n  reviews: "{count} Bewertungen"\n');
    await site.write(
      "locales/ru.yaml",
      'stats:\n  reviews: "{count, plural, one {# отзыв} few {# отзыва} many {# отзывов} other {# отзыва}}"\n',
    );
    const findings = translationFindings(await snapshotOf(site.dir));
    const dropped = findings.filter((finding) => finding.code === "plural-dropped");
    expect(dropped.map((finding) => `${finding.source} ${finding.message}`)).toEqual([
      "locales/de.yaml:2:12 de stats.reviews: {count} is a count in English ({count, plural, ...}), but the de message shows it as plain text, which reads wrong for some numbers",
    ]);
    expect(dropped[0]?.hint).toBe("give the de forms one, other: {count, plural, one {…} other {…}}");
  });

  it("fails a select whose forms differ from English's, or that shows the value itself", async () => {
    site = await copyFixture("i18n-site");
    await site.write(
      "locales/en.yaml",
      `${await site.read("locales/en.yaml")}  chosen: "{period, select, yearly {Yearly plan} other {Monthly plan}}"\n`,
    );
    await site.write(
      "locales/de.yaml",
      'landing:\n  chosen: "{period, select, annual {Jahrestarif} other {Monatstarif}}"\n',
    );
    await site.write("locales/ru.yaml", 'landing:\n  chosen: "Тариф: {period}"\n');
    const findings = translationFindings(await snapshotOf(site.dir)).filter(
      (finding) => finding.code === "select-forms-mismatch",
    );
    expect(findings.map((finding) => finding.message)).toEqual([
      "de landing.chosen: {period, select, ...} lacks yearly and has annual, which English does not (English: yearly, other)",
      "ru landing.chosen: {period} chooses a form in English ({period, select, ...}), but the ru message shows the value itself (yearly) as text",
    ]);
  });
});
