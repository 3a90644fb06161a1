import type { PageProps } from "../../contracts/page-props.js";
import { formatPrice, regionName } from "../format.js";

const listFormats = new Map<string, Intl.ListFormat>();

/** Names joined the way the page's language lists things: "A, B and C", "A, B und C", "A、B、C". */
export function listOf(items: readonly string[], locale: string): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

/** The countries named in the page's language, sorted as it sorts, joined as it lists: worked out once per language and list. */
const countryLists = new Map<string, string>();
function countryList(codes: readonly string[], locale: string): string {
  const key = `${locale}|${codes.join(",")}`;
  let list = countryLists.get(key);
  if (list === undefined) {
    list = listOf(codes.map((code) => regionName(code, locale)).sort(new Intl.Collator(locale).compare), locale);
    countryLists.set(key, list);
  }
  return list;
}

/**
 * What the pages say about the subscription's terms, from the config that governs them: where it
 * is sold (runtime.countries, named in the page's language and sorted as it sorts), the free
 * trial and the prices. FAQs and offers quote these values instead of writing the numbers out.
 */
export function offerWords(site: PageProps["site"], locale: string): Record<string, string | number> {
  const { price, trial, products } = site.subscription;

  const priceOf = (period: "yearly" | "monthly") => {
    const product = products.find((candidate) => candidate.billingPeriod === period);
    return product ? formatPrice(product.amount, price.currency, locale) : "";
  };
  return {
    brand: site.brand,
    countries: site.runtime.countries.length,
    countryList: countryList(site.runtime.countries, locale),
    trialDays: trial.defaultDays,
    yearlyPrice: priceOf("yearly"),
    monthlyPrice: priceOf("monthly"),
  };
}
