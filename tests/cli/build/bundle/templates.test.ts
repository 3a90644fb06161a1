import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileTemplates } from "../../../../cli/build/bundle/templates.js";
import { copyFixture } from "../../../helpers/fixture-site.js";

describe("compiling the templates", () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  const compile = async () => {
    const compiled = await compileTemplates(site.dir);
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
    return compiled.value.file;
  };
  const modules = () =>
    readdirSync(join(site.dir, ".site-cache")).filter((name) => name.startsWith("templates-") && name.endsWith(".mjs"));

  beforeAll(async () => {
    site = await copyFixture("site-basic");
  });
  afterAll(() => site.remove());

  it("takes the module compiled last time while the templates read the same", async () => {
    const first = await compile();
    expect(await compile()).toBe(first);
    expect(modules()).toHaveLength(1);
  });

  it("keeps the three newest modules, not one for every template edit", async () => {
    const source = await site.read("templates/index.tsx");
    const files: string[] = [];
    for (let edit = 1; edit <= 5; edit++) {
      await site.write("templates/index.tsx", `${source}\nexport const edit = ${edit};\n`);
      files.push(await compile());
    }
    expect(new Set(files).size).toBe(5);
    expect(modules().sort()).toEqual(
      files
        .slice(-3)
        .map((file) => file.split("/").at(-1))
        .sort(),
    );
  });
});
