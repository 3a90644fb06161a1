import { messageArguments, parseMessage, pluralForms, selectForms } from "../../contracts/i18n/message-syntax.js";
import type { SiteError } from "../errors.js";
import { i18nError } from "./errors.js";

const pluralFormsOf = new Map<string, readonly string[]>();

/**
 * The forms Intl.PluralRules says a language needs, `other` always among them. Kept per language:
 * `site check` asks for every one of the 33,000 messages, and a PluralRules is slow to make.
 */
export function requiredPluralForms(locale: string): readonly string[] {
  let forms = pluralFormsOf.get(locale);
  if (!forms) {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    forms = ["zero", "one", "two", "few", "many", "other"].filter(
      (form) => categories.includes(form) || form === "other",
    );
    pluralFormsOf.set(locale, forms);
  }
  return forms;
}

/**
 * What is wrong with one message of a locale, next to the default language's message for the same
 * key: its syntax, its placeholders (the same names as English, no more, no fewer), a count that
 * English chooses its words by but the translation prints as plain text, its plural forms
 * (each one the language needs) and its select forms (those English has). `where` locates the problems (file, line, path).
 */
export function messageProblems(
  text: string,
  defaultText: string | null,
  locale: string,
  where: Omit<SiteError, "code" | "message" | "hint">,
): SiteError[] {
  const parsed = parseMessage(text);
  if (!parsed.ok)
    return [
      i18nError(
        "message-syntax",
        `${parsed.error.message} (at character ${parsed.error.offset + 1} of ${JSON.stringify(text)})`,
        where,
      ),
    ];
  const problems: SiteError[] = [];
  if (defaultText !== null) {
    const english = parseMessage(defaultText);
    if (english.ok) {
      const expected = [...messageArguments(english.parts).keys()].sort();
      const actual = [...messageArguments(parsed.parts).keys()].sort();
      const missing = expected.filter((name) => !actual.includes(name));
      const extra = actual.filter((name) => !expected.includes(name));
      if (missing.length || extra.length) {
        const said = [
          missing.length ? `lacks ${missing.map((n) => `{${n}}`).join(", ")}` : "",
          extra.length ? `has ${extra.map((n) => `{${n}}`).join(", ")}, which English does not` : "",
        ]
          .filter(Boolean)
          .join(" and ");
        problems.push(
          i18nError(
            "placeholder-mismatch",
            `the ${locale} message ${said} (English: ${expected.length ? expected.map((n) => `{${n}}`).join(", ") : "no placeholders"})`,
            where,
          ),
        );
      }
      const counted = messageArguments(parsed.parts);
      const flattened = [...messageArguments(english.parts)]
        .filter(([name, kinds]) => kinds.has("plural") && counted.has(name) && !counted.get(name)!.has("plural"))
        .map(([name]) => name);
      if (flattened.length) {
        const forms = requiredPluralForms(locale);
        problems.push(
          i18nError(
            "plural-dropped",
            `${flattened.map((n) => `{${n}}`).join(", ")} ${flattened.length === 1 ? "is a count" : "are counts"} in English ({${flattened[0]}, plural, ...}), but the ${locale} message shows ${flattened.length === 1 ? "it" : "them"} as plain text, which reads wrong for some numbers`,
            {
              ...where,
              hint: `give the ${locale} forms ${forms.join(", ")}: {${flattened[0]}, plural, ${forms.map((form) => `${form} {…}`).join(" ")}}`,
            },
          ),
        );
      }
      const translated = new Map(selectForms(parsed.parts).map(({ name, forms }) => [name, forms]));
      for (const { name, forms } of selectForms(english.parts)) {
        const own = translated.get(name);
        if (!own) {
          if (counted.has(name))
            problems.push(
              i18nError(
                "select-forms-mismatch",
                `{${name}} chooses a form in English ({${name}, select, ...}), but the ${locale} message shows the value itself (${forms.find((form) => form !== "other") ?? "other"}) as text`,
                where,
              ),
            );
          continue;
        }
        const missing = forms.filter((form) => !own.includes(form));
        const extra = own.filter((form) => !forms.includes(form));
        if (missing.length || extra.length) {
          const said = [
            missing.length ? `lacks ${missing.join(", ")}` : "",
            extra.length ? `has ${extra.join(", ")}, which English does not` : "",
          ]
            .filter(Boolean)
            .join(" and ");
          problems.push(
            i18nError("select-forms-mismatch", `{${name}, select, ...} ${said} (English: ${forms.join(", ")})`, where),
          );
        }
      }
    }
  }
  const required = requiredPluralForms(locale);
  for (const { name, forms } of pluralForms(parsed.parts)) {
    const missing = required.filter((form) => !forms.includes(form));
    if (missing.length) {
      problems.push(
        i18nError(
          "plural-forms-missing",
          `{${name}, plural, ...} lacks the ${locale} form${missing.length === 1 ? "" : "s"} ${missing.join(", ")} (${locale} needs ${required.join(", ")})`,
          where,
        ),
      );
    }
  }
  return problems;
}
