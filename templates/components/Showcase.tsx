import type { Showcase as ShowcaseItems } from "../../contracts/config/page-data.js";
import type { PageProps } from "../../contracts/page-props.js";
import { ProductPicture } from "./ProductPicture.js";

/**
 * The product at work: each picture beside its own heading and words (messages showcase.{id}.*),
 * the sides alternating on wide screens, the picture under its words on phones.
 */
export function Showcase({ items, t, href, site, page }: Pick<PageProps, "t" | "href" | "site" | "page"> & { items: ShowcaseItems }) {
  const vars = { brand: site.brand };
  return (
    <div className="showcase section">
      {items.map((item) => (
        <section className="showcase__row" key={item.id} aria-labelledby={`showcase-${item.id}`}>
          <div className="showcase__text">
            <h2 id={`showcase-${item.id}`}>{t(`showcase.${item.id}.title`, vars)}</h2>
            <p>{t(`showcase.${item.id}.body`, vars)}</p>
            {item.route && (
              <p className="showcase__link">
                <a href={href(item.route)}>{t(`showcase.${item.id}.link`, vars)}</a>
              </p>
            )}
          </div>
          <div className="showcase__picture">
            <ProductPicture name={item.picture} t={t} site={site} page={page} />
          </div>
        </section>
      ))}
    </div>
  );
}
