import { describe, expect, it } from "vitest";
import { slugify } from "../../contracts/slug.js";

describe("slugify (SPEC §5 locale slugs, heading ids)", () => {
  it("removes accents, lowercases, drops other characters and joins words with single hyphens", () => {
    expect(slugify("Café Olé")).toBe("cafe-ole");
    expect(slugify("  Über  -- Größe!? ")).toBe("uber-große");
    expect(slugify("Português (Brasil)")).toBe("portugues-brasil");
    expect(slugify("Ελληνικά και Русский")).toBe("ελληνικα-και-русский");
    expect(slugify("a - b")).toBe("a-b");
  });

  it("keeps the marks other scripts write words with, so a heading's id reads as its text", () => {
    expect(slugify("!バングの使い方")).toBe("バングの使い方");
    expect(slugify("がない")).toBe("がない");
    expect(slugify("สิ่งที่เราเชื่อ")).toBe("สิ่งที่เราเชื่อ");
    expect(slugify("हम क्या मानते हैं")).toBe("हम-क्या-मानते-हैं");
    expect(slugify("개인정보 보호")).toBe("개인정보-보호");
    expect(slugify("隐私 政策")).toBe("隐私-政策");
  });
});
