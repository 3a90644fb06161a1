import type { PageProps } from "../../cli/build/page-props.js";

/** The logo and brand name, linking to the home page in the current language. */
export function BrandLink({ site, href }: Pick<PageProps, "site" | "href">) {
  return (
    <a className="brand" href={href("/")}>
      {/* The brand name next to it already names the link, so the logo is decorative. */}
      <img className="brand__logo" src="/favicon.svg" alt="" width={32} height={32} />
      <span className="brand__name">{site.brand}</span>
    </a>
  );
}
