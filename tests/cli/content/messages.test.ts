import { describe, expect, it } from "vitest";
import { interpolate, missingKeys, parseCatalogue } from "../../../cli/content/messages.js";

describe("message catalogues", () => {
  it("flattens nested keys", () => {
    const { messages, errors } = parseCatalogue(
      "locales/en.yaml",
      "nav:\n  about: About\npages:\n  home: { title: Home }\n",
    );
    expect(errors).toEqual([]);
    expect(messages).toEqual({ "nav.about": "About", "pages.home.title": "Home" });
  });

  it("points at a value that is not text", () => {
    const { errors } = parseCatalogue("locales/de.yaml", "nav:\n  about:\n    - a\n    - b\n");
    expect(errors).toEqual([
      expect.objectContaining({
        code: "message-invalid",
        file: "locales/de.yaml",
        line: 3,
        column: 5,
        path: "nav.about",
        message: "expected a text message, found a list",
      }),
    ]);
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(interpolate("{count} people, {x}", { count: 335 })).toBe("335 people, {x}");
  });

  it("lists the keys a locale lacks, sorted", () => {
    expect(missingKeys({ b: "B", a: "A", c: "C" }, { b: "Bee" })).toEqual(["a", "c"]);
  });
});
