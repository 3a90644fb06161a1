import type { PageProps } from "../../contracts/page-props.js";
import { formatPrice, regionName } from "../format.js";

/** Names joined the way the page's language lists things: "A, B and C", "A, B und C", "A、B、C". */
export function listOf(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
}

/**
 * What the pages say about the subscription's terms, from the config that governs them: where it
 * is sold (runtime.countries, named in the page's language and sorted as it sorts), the free
 * trial and the prices. FAQs and offers quote these values instead of writing the numbers out.
 */
export function offerWords(site: PageProps["site"], locale: string): Record<string, string | number> {
  const { price, trial, products } = site.subscription;
  const countries = site.runtime.countries.map((code) => regionName(code, locale)).sort(new Intl.Collator(locale).compare);
  const priceOf = (period: "yearly" | "monthly") => {
    const product = products.find((candidate) => candidate.billingPeriod === period);
    return product ? formatPrice(product.amount, price.currency, locale) : "";
  };
  return {
    brand: site.brand,
    countries: countries.length,
    countryList: listOf(countries, locale),
    trialDays: trial.defaultDays,
    yearlyPrice: priceOf("yearly"),
    monthlyPrice: priceOf("monthly"),
  };
}
