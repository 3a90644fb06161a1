import { describe, expect, it } from "vitest";
import { servicesSchema } from "../../../../contracts/config/services.js";
import { repoModel } from "../../../runtime/subscription/support.js";

describe("services config", () => {
  it("points auth and subscriptions of the local environment at one emulator", async () => {
    const { services } = await repoModel();
    const local = { auth: "http://127.0.0.1:8788", subscriptions: "http://127.0.0.1:9999" };
    const result = servicesSchema.safeParse({ ...services, environments: { ...services.environments, local } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "the local auth and subscriptions hosts must be the same address: one emulator serves both",
    );
  });
});
