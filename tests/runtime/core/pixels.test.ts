import { describe, expect, it, vi } from "vitest";
import { createPixels } from "../../../runtime/core/pixels.js";
import { loadRuntimeConfig } from "./config.js";

const config = loadRuntimeConfig().pixels;
const context = { page: "home", browser: "chrome", device: "desktop", locale: "en", platform: "mac" };
const setup = (ctx = context) => {
  const sent: URL[] = [];
  const warn = vi.fn();
  const pixels = createPixels(config, ctx, {
    send: (url) => sent.push(new URL(url, "https://site.test")),
    random: () => 0.123456789,
    warn,
  });
  return { pixels, sent, warn };
};
const once = Object.entries(config.ids).find(([, o]) => !o.repeat)![0];
const repeating = Object.entries(config.ids).find(([, o]) => o.repeat)![0];

describe("pixels (SPEC §7, §8, §9)", () => {
  it("sends a beacon with random number, page, browser, device, locale and platform", () => {
    const { pixels, sent } = setup();
    expect(pixels.fire(once)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.pathname).toBe(`${config.path}${once}`);
    const q = Object.fromEntries(sent[0]!.searchParams);
    expect(q).toMatchObject(context);
    expect(q.r).toBe("123456789");
  });

  it("sends each pixel once per page unless it is set to repeat", () => {
    const { pixels, sent } = setup();
    pixels.fire(once);
    expect(pixels.fire(once)).toBe(false);
    pixels.fire(repeating);
    pixels.fire(repeating);
    expect(sent.map((u) => u.pathname)).toEqual([
      `${config.path}${once}`,
      `${config.path}${repeating}`,
      `${config.path}${repeating}`,
    ]);
  });

  it("logs an unknown pixel id and sends it flagged as deprecated", () => {
    const { pixels, sent, warn } = setup();
    pixels.fire("old.name");
    expect(warn).toHaveBeenCalledWith('Unknown pixel id "old.name": sent as deprecated');
    expect(sent[0]!.searchParams.get("deprecated")).toBe("1");
  });

  it("throws for a pixel without a device", () => {
    const { pixels, sent } = setup({ ...context, device: "" });
    expect(() => pixels.fire(once)).toThrow(`Pixel ${once} cannot be sent without a device`);
    expect(sent).toHaveLength(0);
  });

  it("sends the error pixel with message, cause and page", () => {
    const { pixels, sent } = setup();
    pixels.error(repeating, new Error("Boom", { cause: new Error("socket closed") }));
    expect(Object.fromEntries(sent[0]!.searchParams)).toMatchObject({
      message: "Boom",
      cause: "socket closed",
      page: "home",
    });
  });
});
