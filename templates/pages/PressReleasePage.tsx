import type { PageProps } from "../../contracts/page-props.js";
import { BlogPostPage } from "./BlogPostPage.js";

/**
 * A press release: an entry whose byline is its dateline (Berlin, 12 March 2026), followed by what
 * every release ends with, who the company is and whom journalists write to (the press room's page).
 */
export function PressReleasePage(props: PageProps) {
  const { t, href, site } = props;
  return (
    <BlogPostPage {...props}>
      <aside className="press-boilerplate" aria-labelledby="press-about">
        <h2 id="press-about">{t("entries.pressAbout", { brand: site.brand })}</h2>
        <p>{t("entries.pressBoilerplate", { brand: site.brand })}</p>
        <p>
          <a href={href("/press")}>{t("entries.pressContact")}</a>
        </p>
      </aside>
    </BlogPostPage>
  );
}
