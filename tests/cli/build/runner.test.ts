import { describe, expect, it } from "vitest";
import { runStages, stagesOver } from "../../../cli/build/runner.js";
import { stageClock } from "../../../cli/build/stage.js";
import { fail, ok } from "../../../cli/errors.js";

interface Values {
  site: string;
  slow: string;
  quick: string;
  both: string;
  swap: string;
}
const stage = stagesOver<Values, { log: string[] }>();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const site = stage({ name: "site", needs: [], produces: "site", run: () => ok("site") });
const slow = stage({
  name: "slow",
  needs: ["site"],
  produces: "slow",
  run: async (_, { log }) => {
    await pause(30);
    log.push("slow done");
    return ok("slow");
  },
});
const quick = stage({
  name: "quick",
  needs: ["site"],
  produces: "quick",
  run: (_, { log }) => {
    log.push("quick");
    return ok("quick");
  },
});
const both = stage({
  name: "both",
  needs: ["quick"],
  after: ["slow"],
  produces: "both",
  run: async ({ quick }, { log }, { slow }) => {
    log.push("both started");
    const waited = await slow;
    return ok(`${quick}+${waited.ok ? waited.value : "none"}`);
  },
});
const swap = stage({
  name: "swap",
  last: true,
  needs: ["quick"],
  produces: "swap",
  run: (_, { log }) => {
    log.push("swap");
    return ok("swap");
  },
});
const clock = stageClock();

describe("the stage runner", () => {
  it("starts a stage once its needs are ready, whatever its place in the list, and hands over what it waits for later", async () => {
    const log: string[] = [];
    const { values } = runStages([slow, both, quick, site], { context: { log }, clock });
    expect(await values.both).toEqual(ok("quick+slow"));
    expect(log).toEqual(["quick", "both started", "slow done"]);
  });

  it("runs the last stage only when every stage not after it has settled", async () => {
    const log: string[] = [];
    const { values } = runStages([site, slow, quick, swap], { context: { log }, clock });
    await values.swap;
    expect(log).toEqual(["quick", "slow done", "swap"]);
  });

  it("does not run a stage whose need failed, and passes the errors on; runs only what the wanted values need", async () => {
    const log: string[] = [];
    const broken = stage({
      name: "site",
      needs: [],
      produces: "site",
      run: () => fail({ code: "config-invalid", message: "broken" }),
    });
    const { values, settled } = runStages([broken, slow, quick, both], { context: { log }, clock, wanted: ["quick"] });
    await settled;
    expect(await values.quick).toEqual(fail({ code: "config-invalid", message: "broken" }));
    expect(values.slow).toBeUndefined();
    expect(log).toEqual([]);
  });

  it("turns a stage that throws into an error value", async () => {
    const throwing = stage({
      name: "quick",
      needs: [],
      produces: "quick",
      run: () => {
        throw new Error("boom");
      },
    });
    const result = await runStages([throwing], { context: { log: [] }, clock }).values.quick;
    expect(result?.ok).toBe(false);
  });
});
