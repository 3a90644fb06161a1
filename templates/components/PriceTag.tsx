import type { PageProps } from "../../cli/build/page-props.js";
import { formatPrice } from "../format.js";

/** The subscription price from site.yaml, in the page's number format. */
export function PriceTag({ t, site, page }: Pick<PageProps, "t" | "site" | "page">) {
  const { amount, currency } = site.subscription.price;
  return <p className="price">{t("landing.price", { price: formatPrice(amount, currency, page.locale) })}</p>;
}
