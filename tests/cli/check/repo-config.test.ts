import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../../cli/config/load.js";
import { checkNames } from "../../../contracts/config/check.js";

describe("config/check.yaml", () => {
  it("validates with the repository's site and sets every check's severity and both budgets", async () => {
    const model = await loadSite(fileURLToPath(new URL("../../../", import.meta.url)));
    if (!model.ok) throw new Error(JSON.stringify(model.errors));
    expect(Object.keys(model.value.check.severity).sort()).toEqual([...checkNames].sort());
    expect(model.value.check.budgets?.marketing.jsGzipKb).toBe(10);
    expect(model.value.check.budgets?.island.jsGzipKb).toBeGreaterThan(10);
  });
});
