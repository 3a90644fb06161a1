import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { translatorNotes } from "../../../cli/i18n/notes.js";
import { ROOT } from "../../templates/fake-props.js";

describe("translator notes", () => {
  it("reads the comment above a message, and above its group, as notes for it", () => {
    const notes = translatorNotes(
      [
        "# The file's own header, apart from every message.",
        "",
        "jobs:",
        "  # Job types, as a job ad shows them.",
        "  types:",
        "    full-time: Full time",
        "    # Work as an independent contractor, not a fixed-term job.",
        "    contract: Contract",
        "  # A comment a blank line away from the key",
        "",
        "  heading: Open positions",
        "nav:",
        "  # The legal notice naming the company",
        "  # (an Impressum), not a book's colophon.",
        "  imprint: Imprint",
      ].join("\n"),
    );
    expect(Object.fromEntries(notes)).toEqual({
      "jobs.types.full-time": ["Job types, as a job ad shows them."],
      "jobs.types.contract": [
        "Job types, as a job ad shows them.",
        "Work as an independent contractor, not a fixed-term job.",
      ],
      "nav.imprint": ["The legal notice naming the company (an Impressum), not a book's colophon."],
    });
  });

  it("gives the ambiguous English words of the real catalogue their meaning", () => {
    const notes = translatorNotes(readFileSync(join(ROOT, "locales/en.yaml"), "utf8"));
    for (const key of [
      "jobs.types.contract",
      "nav.imprint",
      "footer.groups.legal",
      "jobs.teams.engineering",
      "subscription.screen.landing.save",
    ]) {
      expect(notes.get(key), key).toBeTruthy();
    }
  });
});
