import { describe, expect, it } from "vitest";
import { pricePerMonth, yearlySaving } from "../../contracts/prices.js";

describe("prices", () => {
  it("shows a yearly plan a month rounded up to the cent, never cheaper than it is", () => {
    expect(pricePerMonth(74.99, "yearly")).toBe(6.25);
    expect(pricePerMonth(60, "yearly")).toBe(5);
    expect(pricePerMonth(89.5, "yearly")).toBe(7.46);
    expect(pricePerMonth(7.99, "monthly")).toBe(7.99);
    for (const amount of [9.99, 74.99, 99.99, 119.88, 12.01]) expect(pricePerMonth(amount, "yearly") * 12).toBeGreaterThanOrEqual(amount - 1e-9);
  });

  it("claims no more saving than the yearly plan gives", () => {
    // 1 - 74.99 / 95.88 = 21.79 %
    expect(yearlySaving(74.99, 7.99)).toBe(21);
    expect(yearlySaving(60, 5)).toBe(0);
  });
});
