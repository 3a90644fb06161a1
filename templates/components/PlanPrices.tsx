import { pricePerMonth, yearlySaving } from "../../contracts/prices.js";
import type { PageProps } from "../../contracts/page-props.js";
import { formatPrice } from "../format.js";
import { Message } from "./Message.js";

/**
 * Every plan on sale (site.yaml's subscription products) at its price a month, the yearly one
 * also at what it is billed, and the free trial it starts with. The island that takes over shows
 * the same; this is what reads without JavaScript.
 */
export function PlanPrices({ t, site, page }: Pick<PageProps, "t" | "site" | "page">) {
  const { products, price, trial } = site.subscription;
  const money = (amount: number) => <bdi>{formatPrice(amount, price.currency, page.locale)}</bdi>;
  const yearly = products.find((product) => product.billingPeriod === "yearly");
  const monthly = products.find((product) => product.billingPeriod === "monthly");
  const saving = yearly && monthly ? yearlySaving(yearly.amount, monthly.amount) : 0;
  return (
    <div className="plans">
      <ul className="plans__list">
        {products.map((product) => (
          <li className="plans__plan" key={product.id}>
            <span className="plans__name">
              {t(`offer.${product.billingPeriod}`)}
              {product.billingPeriod === "yearly" && saving > 0 && (
                <>
                  {" "}
                  <span className="plans__badge">{t("offer.save", { percent: saving / 100 })}</span>
                </>
              )}
            </span>{" "}
            {/* <bdi>: the price keeps its own order inside an Arabic or Hebrew sentence. */}
            <span className="plans__price">
              <Message format={(marks) => t("landing.plan.monthly", marks)} values={{ price: money(pricePerMonth(product.amount, product.billingPeriod)) }} />
            </span>{" "}
            <span className="plans__billed">
              {product.billingPeriod === "yearly" ? <Message format={(marks) => t("offer.billedYearly", marks)} values={{ price: money(product.amount) }} /> : t("offer.billedMonthly")}
            </span>
          </li>
        ))}
      </ul>
      <p className="plans__trial">{t("landing.trial", { days: trial.defaultDays })}</p>
    </div>
  );
}
