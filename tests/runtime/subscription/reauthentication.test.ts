import { describe, expect, it } from "vitest";
import { SERVICE_POLICY } from "../../../cli/dev/emulator/policy.js";
import { originStore } from "../../../runtime/core/origin.js";
import { createSubscriptionClient } from "../../../runtime/subscription/client.js";
import { refusalOf } from "../../../runtime/subscription/errors.js";
import { emulatorPerTest } from "../../cli/dev/emulator/support.js";
import { memoryStorage } from "./support.js";

/** Issue #22: an old sign-in cannot change the address; the visitor is asked to sign in again. */
const fresh = emulatorPerTest();

describe("changing the e-mail with an old sign-in", () => {
  it("is refused as a sign-in that is gone, and the browser forgets it, so the visitor signs in again with a code", async () => {
    const { emulator, model } = fresh;
    const email = emulator.newEmail("owner");
    await emulator.call("legacyLoginLink", { query: { email, locale: "en" } });
    const { auth_token } = (await emulator.answer("legacyLogin", { query: { email, otp: await emulator.latestCode(email) } })).body;
    const storage = memoryStorage({ [model.subscription.storageKeys.legacyAuthToken]: String(auth_token) });
    const client = createSubscriptionClient({
      services: model.services,
      subscription: model.subscription,
      environment: "local",
      clientKind: "web",
      fetch,
      storage,
      ttlSuffix: model.runtime.storageKeys.ttlSuffix,
      crypto: globalThis.crypto,
      now: emulator.now,
      origin: originStore(memoryStorage(), { origin: "origin", builtOrigin: "builtOrigin" }),
      log: () => {},
      report: () => {},
    });
    emulator.advance(SERVICE_POLICY.reauthenticationSeconds + 1);
    const refused = await client.startEmailChange(emulator.newEmail("new"), "en").catch((error: unknown) => error);
    expect(refusalOf(refused)).toBe("signed-out");
    expect(storage.snapshot()).toEqual({});
  });
});
