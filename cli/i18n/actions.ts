import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";
import { loadSite } from "../config/load.js";
import { formatError, type Result, type SiteError } from "../errors.js";
import { textTable } from "../terminal/text-table.js";
import { readBuiltPages } from "./built-pages.js";
import type {
  ExportCommandOptions,
  I18nIo,
  ImportCommandOptions,
  MarkCurrentOptions,
  StatusOptions,
} from "./command.js";
import { completeness, completenessTable, markdownTable, reviewText } from "./completeness.js";
import { i18nError } from "./errors.js";
import { readPo, writePo } from "./formats/po.js";
import { readXliff, writeXliff } from "./formats/xliff.js";
import { planImport } from "./import.js";
import { planMarkCurrent } from "./mark-current.js";
import { readmeWithTable } from "./readme.js";
import { loadSnapshot, type TranslationSnapshot } from "./snapshot.js";
import { targetLocales } from "./state.js";
import { exportUnits, type TranslationFile } from "./units.js";

type Code = 0 | 1;

function report(io: I18nIo, errors: readonly SiteError[]): 1 {
  io.stderr.write(errors.map((error) => `${formatError(error)}\n`).join(""));
  return 1;
}

async function load(root: string): Promise<Result<TranslationSnapshot>> {
  const model = await loadSite(resolve(root));
  if (!model.ok) return model;
  const { snapshot, errors } = await loadSnapshot(model.value);
  return errors.length ? { ok: false, errors } : { ok: true, value: snapshot };
}

function checkLocale(snapshot: TranslationSnapshot, locale: string): SiteError | null {
  if (locale === snapshot.defaultLocale) return i18nError("i18n-default-locale", `${locale} is the default language`);
  if (!snapshot.locales.some((candidate) => candidate.code === locale)) {
    return i18nError("i18n-unknown-locale", `"${locale}" is not a locale of site.yaml`, {
      hint: `locales are: ${targetLocales(snapshot).join(", ")}`,
    });
  }
  return null;
}

export async function exportAction(options: ExportCommandOptions, io: I18nIo): Promise<Code> {
  const loaded = await load(options.root);
  if (!loaded.ok) return report(io, loaded.errors);
  const snapshot = loaded.value;
  const wrong = checkLocale(snapshot, options.locale);
  if (wrong) return report(io, [wrong]);
  const format = options.format ?? (options.out && extname(options.out) === ".po" ? "po" : "xliff");
  const file = exportUnits(snapshot, options.locale, { all: options.all });
  const text = format === "po" ? writePo(file) : await writeXliff(file);
  const out = options.out ?? `${options.locale}.${format === "po" ? "po" : "xlf"}`;
  if (out === "-") {
    io.stdout.write(text);
    return 0;
  }
  await writeFile(resolve(out), text);
  io.stdout.write(`${summary(file)} written to ${out}\n`);
  return 0;
}

function summary(file: TranslationFile): string {
  const messages = file.units.filter((unit) => unit.group === "messages");
  const pages = new Set(file.units.filter((unit) => unit.group !== "messages").map((unit) => unit.group));
  const outdated = file.units.filter((unit) => unit.outdated).length;
  return `${file.targetLocale}: ${messages.length} message${messages.length === 1 ? "" : "s"} and ${pages.size} page${pages.size === 1 ? "" : "s"} (${file.units.length} units, ${outdated} outdated)`;
}

export async function importAction(path: string, options: ImportCommandOptions, io: I18nIo): Promise<Code> {
  const text = await readFile(resolve(path), "utf8").catch((error: Error) => error);
  if (text instanceof Error) return report(io, [i18nError("i18n-file-unreadable", text.message, { file: path })]);
  const kind = formatOf(path, text);
  if (!kind) return report(io, [i18nError("i18n-format-unknown", `cannot tell the format of ${path}`, { file: path })]);
  const parsed = kind === "po" ? readPo(text, path) : await readXliff(text, path);
  if (!parsed.ok) return report(io, parsed.errors);
  const loaded = await load(options.root);
  if (!loaded.ok) return report(io, loaded.errors);
  const plan = planImport(loaded.value, parsed.value, path);
  if (!plan.ok) {
    io.stderr.write(
      `Nothing imported: ${plan.errors.length} problem${plan.errors.length === 1 ? "" : "s"} in ${path}\n`,
    );
    return report(io, plan.errors);
  }
  const { locale, writes, messages, pages, untranslated } = plan.value;
  if (!options.dryRun) await writeFiles(loaded.value.rootDir, writes);
  const verb = options.dryRun ? "would change" : writes.length ? "changed" : "changed nothing";
  io.stdout.write(
    `${locale}: ${messages} message${messages === 1 ? "" : "s"} and ${pages} page${pages === 1 ? "" : "s"} imported, ${untranslated} unit${untranslated === 1 ? "" : "s"} left untranslated; ${verb}${writes.length ? `: ${writes.map((w) => w.file).join(", ")}` : ""}\n`,
  );
  return 0;
}

function formatOf(path: string, text: string): "po" | "xliff" | null {
  const extension = extname(path).toLowerCase();
  if (extension === ".po" || extension === ".pot") return "po";
  if (extension === ".xlf" || extension === ".xliff") return "xliff";
  const start = text.trimStart();
  if (start.startsWith("<")) return "xliff";
  return /^(msgid|msgctxt|#)/m.test(start) ? "po" : null;
}

async function writeFiles(root: string, writes: readonly { file: string; text: string }[]) {
  for (const { file, text } of writes) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
}

export async function markCurrentAction(strings: string[], options: MarkCurrentOptions, io: I18nIo): Promise<Code> {
  const loaded = await load(options.root);
  if (!loaded.ok) return report(io, loaded.errors);
  const snapshot = loaded.value;
  const locales = options.locale === "all" ? targetLocales(snapshot) : [options.locale];
  const errors: SiteError[] = [];
  const plans = [];
  for (const locale of locales) {
    const wrong = checkLocale(snapshot, locale);
    if (wrong) {
      errors.push(wrong);
      continue;
    }
    const plan = planMarkCurrent(snapshot, locale, strings);
    if (plan.ok) plans.push(plan.value);
    else errors.push(...plan.errors.map((error) => ({ ...error, message: `${locale}: ${error.message}` })));
  }
  if (errors.length) return report(io, errors);
  await writeFiles(
    snapshot.rootDir,
    plans.flatMap((plan) => (plan.write ? [plan.write] : [])),
  );
  const marked = plans.reduce((sum, plan) => sum + plan.marked, 0);
  io.stdout.write(
    `${marked} translation${marked === 1 ? "" : "s"} in ${plans.filter((plan) => plan.marked).length} locale${plans.length === 1 ? "" : "s"} recorded as current\n`,
  );
  return 0;
}

export async function statusAction(options: StatusOptions, io: I18nIo): Promise<Code> {
  const loaded = await load(options.root);
  if (!loaded.ok) return report(io, loaded.errors);
  const root = loaded.value.rootDir;
  const built = await readBuiltPages(resolve(root, options.dist));
  const result = completeness(loaded.value, built);
  if (options.writeReadme) {
    const readmePath = join(root, "README.md");
    const updated = readmeWithTable(await readFile(readmePath, "utf8"), markdownTable(result));
    if (!updated.ok) return report(io, updated.errors);
    await writeFile(readmePath, updated.value);
  }
  if (options.review !== undefined) {
    const wanted = result.locales.filter((locale) => options.review === "all" || locale.locale === options.review);
    if (wanted.length === 0)
      return report(io, [
        i18nError("i18n-unknown-locale", `"${options.review}" is not a locale to review`, {
          hint: `locales are: ${result.locales.map((locale) => locale.locale).join(", ")}, or all`,
        }),
      ]);
    io.stdout.write(reviewText(wanted));
    return 0;
  }
  if (options.json) io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else if (options.markdown) io.stdout.write(`${markdownTable(result)}\n`);
  else {
    io.stdout.write(`${textTable(completenessTable(result)).join("\n")}\n`);
    if (!built) io.stdout.write(`(no build in ${options.dist}/: run \`site build\` to measure the pages too)\n`);
  }
  if (options.writeReadme) io.stdout.write("README.md updated\n");
  return 0;
}
