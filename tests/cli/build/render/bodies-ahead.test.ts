import { describe, expect, it } from "vitest";
import { renderBodiesAhead } from "../../../../cli/build/render/bodies-ahead.js";
import type { PlannedPage } from "../../../../cli/build/types.js";

const pages = Array.from({ length: 5 }, (_, i) => ({ file: `en/page-${i}/index.html` }) as PlannedPage);
const never = new Promise<void>(() => {});

describe("rendering page bodies while the bundle is made", () => {
  it("renders every body, in order, while the bundle is still on its way", async () => {
    const order: string[] = [];
    const bodies = await renderBodiesAhead(never, pages, (page) => {
      order.push(page.file);
      return `<main>${page.file}</main>`;
    });
    expect(order).toEqual(pages.map((page) => page.file));
    expect(bodies.byFile.get("en/page-3/index.html")).toBe("<main>en/page-3/index.html</main>");
  });

  it("renders nothing once the bundle is done: the render stage takes over", async () => {
    const bodies = await renderBodiesAhead(Promise.resolve(), pages, (page) => page.file);
    expect(bodies.byFile.size).toBe(0);
  });

  it("stops when the bundle fails as when it succeeds", async () => {
    const failed = Promise.reject(new Error("esbuild failed"));
    failed.catch(() => undefined);
    const bodies = await renderBodiesAhead(failed, pages, (page) => page.file);
    expect(bodies.byFile.size).toBe(0);
  });

  it("stops before a body that throws and keeps the ones before it, so the render stage reports the error with its page", async () => {
    const bodies = await renderBodiesAhead(never, pages, (page) => {
      if (page.file === "en/page-2/index.html") throw new Error("template threw");
      return page.file;
    });
    expect([...bodies.byFile.keys()]).toEqual(["en/page-0/index.html", "en/page-1/index.html"]);
  });
});
