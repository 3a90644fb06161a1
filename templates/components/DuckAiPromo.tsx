import type { PageProps } from "../../contracts/page-props.js";
import { ExperimentVariant } from "./ExperimentVariant.js";

/** duckaiuninstalledhomev2: variants b and c each pitch the AI chat in their own words. */
export function DuckAiPromo({
  variant,
  target,
  t,
  href,
  site,
}: Pick<PageProps, "t" | "href" | "site"> & { variant: "b" | "c"; target: string }) {
  const vars = { brand: site.brand };
  return (
    <ExperimentVariant runtime={site.runtime} name="duckaiuninstalledhomev2" variant={variant} className="promo-banner">
      <p className="promo-banner__title">{t(`duckaiPromo.${variant}.title`, vars)}</p>
      <p>{t(`duckaiPromo.${variant}.body`, vars)}</p>
      <a className="button" href={href(target)}>
        {t(`duckaiPromo.${variant}.action`, vars)}
      </a>
    </ExperimentVariant>
  );
}
