import type { PageProps } from "../../contracts/page-props.js";
import type { Link } from "../../contracts/config/index.js";

type LinkItemsProps = Pick<PageProps, "t" | "href" | "page"> & { links: readonly Link[] };

/** site.yaml links as a list; the link to the current page is marked. */
export function LinkItems({ links, t, href, page }: LinkItemsProps) {
  return (
    <ul>
      {links.map((link) => {
        const url = href(link.href);
        return (
          <li key={link.label}>
            <a href={url} aria-current={url === page.url ? "page" : undefined}>
              {t(link.label)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
