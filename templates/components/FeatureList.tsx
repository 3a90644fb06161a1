import type { PageProps } from "../../contracts/page-props.js";

export interface Feature {
  /** Message keys live under `{prefix}.{id}.title|body|link`. */
  id: string;
  /** A route of this site that tells more about the feature. */
  route?: string;
}

interface FeatureListProps extends Pick<PageProps, "t" | "href" | "site"> {
  heading: string;
  prefix: string;
  features: readonly Feature[];
}

export function FeatureList({ heading, prefix, features, t, href, site }: FeatureListProps) {
  const headingId = `${prefix.replace(/\W+/g, "-")}-heading`;
  const vars = { brand: site.brand };
  return (
    <section className="features" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="card-grid">
        {features.map((feature) => (
          <li className="card" key={feature.id}>
            <h3>{t(`${prefix}.${feature.id}.title`, vars)}</h3>
            <p>{t(`${prefix}.${feature.id}.body`, vars)}</p>
            {feature.route && (
              <p>
                <a href={href(feature.route)}>{t(`${prefix}.${feature.id}.link`, vars)}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
