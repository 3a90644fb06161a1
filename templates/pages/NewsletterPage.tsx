import type { PageProps } from "../../contracts/page-props.js";
import { PageIntro } from "../components/PageIntro.js";
import { PageLayout } from "../layouts/PageLayout.js";

const EMAIL_ID = "newsletter-email";
const topics = ["tips", "news", "noSpam"] as const;

export function NewsletterPage(props: PageProps) {
  const { t, site, href } = props;
  const vars = { brand: site.brand };
  return (
    <PageLayout props={props}>
      <PageIntro heading={t("newsletter.heading", vars)} lead={t("newsletter.lead", vars)} />
      <ul className="checklist">
        {topics.map((topic) => (
          <li key={topic}>{t(`newsletter.topics.${topic}`, vars)}</li>
        ))}
      </ul>
      {/* POST keeps the address out of the URL, browser history and server logs. */}
      <form className="newsletter-form" method="post" action={site.runtime.endpoints.newsletter} data-newsletter-form>
        <label htmlFor={EMAIL_ID}>{t("newsletter.emailLabel")}</label>
        <div className="newsletter-form__row">
          <input id={EMAIL_ID} type="email" name="email" autoComplete="email" required aria-describedby={`${EMAIL_ID}-hint`} />
          <button className="button" type="submit">
            {t("newsletter.submit")}
          </button>
        </div>
        <p className="newsletter-form__hint" id={`${EMAIL_ID}-hint`}>
          {t("newsletter.privacyNote", vars)} <a href={href("/privacy")}>{t("newsletter.privacyLink")}</a>
        </p>
      </form>
    </PageLayout>
  );
}
