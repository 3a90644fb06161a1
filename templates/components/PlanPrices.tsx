import type { PageProps } from "../../contracts/page-props.js";
import { formatPrice } from "../format.js";

/** Every plan on sale (site.yaml's subscription products) at its price, and the free trial it starts with. */
export function PlanPrices({ t, site, page }: Pick<PageProps, "t" | "site" | "page">) {
  const { products, price, trial } = site.subscription;
  return (
    <div className="plans">
      <ul className="plans__list">
        {products.map((product) => (
          <li className="plans__plan" key={product.id}>
            {t(`landing.plan.${product.billingPeriod}`, { price: formatPrice(product.amount, price.currency, page.locale) })}
          </li>
        ))}
      </ul>
      <p className="plans__trial">{t("landing.trial", { days: trial.defaultDays })}</p>
    </div>
  );
}
