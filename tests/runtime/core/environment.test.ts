import { describe, expect, it } from "vitest";
import { resolveEnvironment } from "../../../runtime/core/environment.js";
import { browserConfig } from "./config.js";
import { memoryStore as memory } from "./memory-store.js";

describe("environment (SPEC §2, §6)", () => {
  const config = browserConfig();
  const key = config.runtime.storageKeys.environment;

  it("switches to staging and keeps it in session storage for later pages", () => {
    const session = memory();
    expect(resolveEnvironment("staging", session, key, "production")).toBe("staging");
    expect(session.map.get(key)).toBe("staging");
    expect(resolveEnvironment(null, session, key, "production")).toBe("staging");
  });

  it("does not overwrite a stored value", () => {
    const session = memory();
    session.setItem(key, "staging");
    expect(resolveEnvironment("production", session, key, "production")).toBe("staging");
    expect(session.map.get(key)).toBe("staging");
  });

  it("keeps the built environment without a switch", () => {
    expect(resolveEnvironment(null, memory(), key, "production")).toBe("production");
    expect(resolveEnvironment("other", memory(), key, "local")).toBe("local");
  });

});
