import type { PageProps } from "../../contracts/page-props.js";
import { BrandLogo } from "./BrandLogo.js";

/** The logo and brand name, linking to the home page in the current language. */
export function BrandLink({ site, href }: Pick<PageProps, "site" | "href">) {
  return (
    <a className="brand" href={href("/")}>
      <BrandLogo />
      <span className="brand__name">{site.brand}</span>
    </a>
  );
}
