// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { DonationsPage } from "../../../templates/pages/DonationsPage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;

describe("DonationsPage", () => {
  it("shows the total from stats.totalDonatedUsd, which the years of config/donations.yaml add up to", () => {
    const years = model.donations!.years;
    const sum = years.flatMap((year) => year.recipients).reduce((total, recipient) => total + recipient.amountUsd, 0);
    expect(sum, "the recipients add up to the total the site quotes").toBe(model.stats.totalDonatedUsd);
    const { document } = render(DonationsPage, fakeProps(model, "donations"));
    expect(text(document.querySelector(".donations-total__amount"))).toBe(usd(model.stats.totalDonatedUsd));
    expect(text(document.querySelector(".donations-total__label"))).toBe(
      `Donated since ${Math.min(...years.map((year) => year.year))}`,
    );
  });

  it("lists the recipients of every year with their amounts, the largest first, and the year's total", () => {
    const { document } = render(DonationsPage, fakeProps(model, "donations"));
    const tables = [...document.querySelectorAll("table.donation-year")];
    expect(tables).toHaveLength(model.donations!.years.length);
    model.donations!.years.forEach((year, index) => {
      const table = tables[index]!;
      const total = year.recipients.reduce((sum, recipient) => sum + recipient.amountUsd, 0);
      expect(text(table.querySelector("caption"))).toBe(`${year.year}: ${usd(total)} in total`);
      const rows = [...table.querySelectorAll("tbody tr")].map((row) =>
        [...row.querySelectorAll("td")].map((cell) => text(cell)),
      );
      const largestFirst = [...year.recipients].sort(
        (a, b) => b.amountUsd - a.amountUsd || a.name.localeCompare(b.name, "en"),
      );
      expect(rows).toEqual(largestFirst.map((recipient) => [recipient.name, usd(recipient.amountUsd)]));
    });
  });
});
