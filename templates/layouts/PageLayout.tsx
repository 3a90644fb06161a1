import type { ReactNode } from "react";
import type { PageProps } from "../../contracts/page-props.js";
import { MAIN_ID, SkipLink } from "../components/SkipLink.js";
import { SiteFooter } from "../components/SiteFooter.js";
import { SiteHeader } from "../components/SiteHeader.js";

/** The frame every page shares: skip link, header, the page's own <main>, footer. */
export function PageLayout({ props, children }: { props: PageProps; children: ReactNode }) {
  return (
    <>
      <SkipLink t={props.t} />
      <SiteHeader {...props} />
      {/* tabIndex lets the skip link move keyboard focus, not only the scroll position. */}
      <main id={MAIN_ID} className={`page page--${props.page.template}`} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter {...props} />
    </>
  );
}
