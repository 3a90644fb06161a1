import type { PageProps } from "../../contracts/page-props.js";
import { formatPrice } from "../format.js";
import { Message } from "./Message.js";

/** Every plan on sale (site.yaml's subscription products) at its price, and the free trial it starts with. */
export function PlanPrices({ t, site, page }: Pick<PageProps, "t" | "site" | "page">) {
  const { products, price, trial } = site.subscription;
  return (
    <div className="plans">
      <ul className="plans__list">
        {products.map((product) => (
          <li className="plans__plan" key={product.id}>
            {/* <bdi>: the price keeps its own order inside an Arabic or Hebrew sentence. */}
            <Message format={(marks) => t(`landing.plan.${product.billingPeriod}`, marks)} values={{ price: <bdi>{formatPrice(product.amount, price.currency, page.locale)}</bdi> }} />
          </li>
        ))}
      </ul>
      <p className="plans__trial">{t("landing.trial", { days: trial.defaultDays })}</p>
    </div>
  );
}
