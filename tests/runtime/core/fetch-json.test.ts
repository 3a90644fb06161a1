import { describe, expect, it } from "vitest";
import { fetchJson } from "../../../runtime/core/fetch-json.js";

const respond =
  (body: string, status = 200) =>
  async () =>
    new Response(body || null, { status });

describe("fetchJson (SPEC §7)", () => {
  it("resolves with the parsed body", async () => {
    await expect(fetchJson(respond('{"country":"DE"}'), "/x")).resolves.toEqual({ country: "DE" });
  });

  it("rejects with data and status when the response is not ok", async () => {
    const error = await fetchJson(respond('{"error":"nope"}', 503), "/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 503,
      data: { error: "nope" },
      code: "fetch-json-failed",
      message: "Request to /x failed with status 503",
    });
  });

  it("rejects when an ok response has no body", async () => {
    const error = await fetchJson(respond("", 200), "/x").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, data: null });
  });
});
