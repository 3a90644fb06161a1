import { describe, expect, it } from "vitest";
import { renderCatalogue } from "../../../cli/i18n/catalogue-file.js";
import { joinBlocks, splitBlocks } from "../../../cli/i18n/markdown-blocks.js";

describe("Markdown blocks", () => {
  it.each([
    "",
    "\n",
    "one line",
    "a\n\nb\n",
    "\n\n# Title\n\n\ntext\n\n",
    "a\n  \nb",
    "```sh\nnpm test\n\nnpm run build\n```\n\nafter\n",
  ])("give back %j exactly when joined", (body) => {
    expect(joinBlocks(splitBlocks(body))).toBe(body);
  });

  it("keeps a fenced code block with blank lines whole", () => {
    expect(splitBlocks("Intro\n\n```\nx\n\ny\n```\n\n- a\n- b\n").blocks).toEqual([
      "Intro",
      "```\nx\n\ny\n```",
      "- a\n- b",
    ]);
  });
});

describe("a locale's catalogue file", () => {
  const english = '# English\n\nnav:\n  about: About\n  skip: Skip\n\nlegal:\n  updated: "Updated {date}"\n';

  it("follows en.yaml's order and blank lines, keeps the file's header and comments, and shows invisible characters", () => {
    const own = '# de: our header\nlegal:\n  updated: "Stand: {date}"\nnav:\n  # the menu\n  about: "Über"\n';
    const messages = new Map([
      ["legal.updated", "Stand: {date}"],
      ["nav.about", "Über"],
      ["nav.skip", "Zum Inhalt\u00ADspringen"],
    ]);
    expect(renderCatalogue({ defaultText: english, localeText: own, locale: "de", messages })).toBe(
      '# de: our header\n\nnav:\n  # the menu\n  about: "Über"\n  skip: "Zum Inhalt\\u00ADspringen"\n\nlegal:\n  updated: "Stand: {date}"\n',
    );
  });

  it("starts a new file with a header saying it falls back to English", () => {
    expect(
      renderCatalogue({
        defaultText: english,
        localeText: null,
        locale: "fi",
        messages: new Map([["nav.skip", 'Ohita "valikko"']]),
      }),
    ).toBe(
      '# fi: translated keys; anything missing falls back to English (locales/en.yaml) and `site check` counts it.\n\nnav:\n  skip: "Ohita \\"valikko\\""\n',
    );
  });
});
