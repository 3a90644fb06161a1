import { describe, expect, it } from "vitest";
import { templateDataSchemas } from "../../contracts/config/page-data.js";
import { pageData, TEMPLATES_WITH_OPTIONAL_DATA, type TemplatePage } from "../../contracts/page-props.js";

const page = (template: string, data: TemplatePage["data"]): TemplatePage => ({
  id: "p",
  route: "/p/",
  locale: "en",
  dir: "ltr",
  template,
  theme: "default",
  url: "/en/p/",
  specificPurpose: false,
  legal: false,
  island: null,
  data,
});

describe("pageData", () => {
  it("names as optional exactly the templates whose data schema accepts no data", () => {
    const optional = Object.entries(templateDataSchemas)
      .filter(([, schema]) => schema.safeParse(undefined).success)
      .map(([name]) => name);
    expect([...TEMPLATES_WITH_OPTIONAL_DATA].sort()).toEqual(optional.sort());
  });

  it("stops a page whose template needs data its route does not give, naming the route", () => {
    expect(() => pageData(page("newsletter", null), "newsletter")).toThrow(
      /the route \/p\/ \(template newsletter\) needs data/,
    );
  });

  it("gives an article without data nothing, and a page with data its data", () => {
    expect(pageData(page("article", null), "article")).toBeUndefined();
    expect(pageData(page("newsletter", { privacy: "/privacy/" }), "newsletter")).toEqual({ privacy: "/privacy/" });
  });
});
