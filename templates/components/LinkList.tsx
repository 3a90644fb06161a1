import type { PageProps } from "../../contracts/page-props.js";
import type { Link } from "../../contracts/config/index.js";

interface LinkListProps extends Pick<PageProps, "t" | "href" | "page"> {
  links: Link[];
  label: string;
  className: string;
}

/** A labelled navigation landmark of site.yaml links; the link to the current page is marked. */
export function LinkList({ links, label, className, t, href, page }: LinkListProps) {
  return (
    <nav className={className} aria-label={label}>
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
    </nav>
  );
}
