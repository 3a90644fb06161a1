import type { ReactNode } from "react";
import type { Feature } from "../../contracts/config/page-data.js";
import type { PageProps } from "../../contracts/page-props.js";
import { CardGrid } from "./CardGrid.js";
import { Icon } from "./Icon.js";

interface FeatureListProps extends Pick<PageProps, "t" | "href" | "site"> {
  heading: string;
  /** Message keys of each card live under `{prefix}.{id}.title|body|link`. */
  prefix: string;
  features: readonly Feature[];
  /** Drawn beside the cards on wide screens (the subscription's illustration on /pro). */
  aside?: ReactNode;
  className?: string;
}

export function FeatureList({ heading, prefix, features, aside, className, t, href, site }: FeatureListProps) {
  const headingId = `${prefix.replace(/\W+/g, "-")}-heading`;
  const vars = { brand: site.brand };
  const cards = (
    <CardGrid count={features.length}>
      {features.map((feature) => (
        <li className="card" key={feature.id}>
          <span className="card__icon">
            <Icon name={feature.icon} />
          </span>
          <h3>{t(`${prefix}.${feature.id}.title`, vars)}</h3>
          <p>{t(`${prefix}.${feature.id}.body`, vars)}</p>
          {feature.route && (
            <p className="card__link">
              <a href={href(feature.route)}>{t(`${prefix}.${feature.id}.link`, vars)}</a>
            </p>
          )}
        </li>
      ))}
    </CardGrid>
  );
  return (
    <section className={["features section", className].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      <h2 className="section__heading" id={headingId}>
        {heading}
      </h2>
      {aside ? (
        <div className="features__body">
          {aside}
          {cards}
        </div>
      ) : (
        cards
      )}
    </section>
  );
}
