import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { createHttpEdge } from "../../../runtime/subscription/http-edge.js";
import { createAuthV1 } from "../../../runtime/subscription/auth-v1.js";
import {
  COMMUNICATION_ERROR,
  NO_V1_EDIT_CONFIRM_TOKEN,
  NO_V1_EDIT_TOKEN,
} from "../../../runtime/subscription/errors.js";
import { repoModel } from "./support.js";

let model: SiteModel;
beforeAll(async () => {
  model = await repoModel();
});

function v1(answer: (url: URL) => Response) {
  const logs: string[] = [];
  const sent: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input));
    sent.push(url);
    return answer(url);
  };
  const api = createHttpEdge({
    fetch,
    services: model.services,
    environment: "production",
    log: (message) => void logs.push(message),
  });
  return { auth: createAuthV1({ api, log: (message) => void logs.push(message) }), logs, sent };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("auth v1 (SPEC §4, §5)", () => {
  it("login needs external_id and a non-empty auth_token", async () => {
    const good = v1(() => json({ external_id: "x", auth_token: "t" }));
    expect(await good.auth.login("a@example.com", "123")).toEqual({ external_id: "x", auth_token: "t" });
    expect(Object.fromEntries(good.sent[0]!.searchParams)).toEqual({ email: "a@example.com", otp: "123" });
    await expect(v1(() => json({ external_id: "x", auth_token: "" })).auth.login("a@example.com", "1")).rejects.toThrow(
      COMMUNICATION_ERROR,
    );
  });

  it("validate-token needs account.external_id", async () => {
    await expect(
      v1(() => json({ account: { email: null, entitlements: [] } })).auth.validateToken("t"),
    ).rejects.toThrow(COMMUNICATION_ERROR);
  });

  it(`refuses to edit without a token: '${NO_V1_EDIT_TOKEN}', logged and thrown`, async () => {
    const { auth, logs, sent } = v1(() => json({ hash: "h" }));
    await expect(auth.editEmail(undefined, "b@example.com")).rejects.toThrow(NO_V1_EDIT_TOKEN);
    await expect(auth.editEmail("", "b@example.com")).rejects.toMatchObject({ code: "no-v1-edit-token" });
    expect(sent).toEqual([]);
    expect(logs[0]).toContain(NO_V1_EDIT_TOKEN);
  });

  it(`refuses to confirm an edit without a token: '${NO_V1_EDIT_CONFIRM_TOKEN}'`, async () => {
    const { auth, logs } = v1(() => json({ status: "confirmed", email: "b@example.com" }));
    await expect(auth.confirmEmailEdit(undefined, { email: "b@example.com", otp: "1", hash: "h" })).rejects.toThrow(
      NO_V1_EDIT_CONFIRM_TOKEN,
    );
    expect(logs[0]).toContain(NO_V1_EDIT_CONFIRM_TOKEN);
  });

  it("an edit confirmation whose status is not 'confirmed' is a communication error, logged once", async () => {
    const { auth, logs } = v1(() => json({ status: "expired", email: "b@example.com" }));
    await expect(auth.confirmEmailEdit("t", { email: "b@example.com", otp: "1", hash: "h" })).rejects.toThrow(
      COMMUNICATION_ERROR,
    );
    expect(logs).toEqual([COMMUNICATION_ERROR]);
  });
});
