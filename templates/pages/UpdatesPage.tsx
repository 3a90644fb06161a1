import type { Release } from "../../contracts/config/listings.js";
import type { PageProps } from "../../contracts/page-props.js";
import { ContentIntro } from "../components/ContentIntro.js";
import { Prose } from "../components/Prose.js";
import { dateFormat } from "../format.js";
import { PageLayout } from "../layouts/PageLayout.js";
import { defaultLanguageMark } from "../components/default-language.js";

/** The newest `limit` releases of each platform, in the feed's order (newest first). */
export function latestByPlatform(items: readonly Release[], platforms: readonly string[], limit: number): Map<string, Release[]> {
  const latest = new Map<string, Release[]>(platforms.map((platform) => [platform, []]));
  for (const item of items) {
    const list = latest.get(item.platform);
    if (list && list.length < limit) list.push(item);
  }
  return latest;
}

/** Release notes from config/release-notes.yaml, per platform, as many as the feed limit allows. */
export function UpdatesPage(props: PageProps) {
  const { t, site, page, content } = props;
  const notes = site.releaseNotes;
  const latest = notes ? latestByPlatform(notes.items, notes.platforms, notes.feedLimit) : new Map<string, Release[]>();
  const date = dateFormat(page.locale, { dateStyle: "long", timeZone: "UTC" });
  // Release notes are written in English; other languages say so.
  const notesMark = defaultLanguageMark(site, page);
  return (
    <PageLayout props={props}>
      <ContentIntro props={props} />
      {content && (
        <div className="details">
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </div>
      )}
      {notes && (
        <>
          <nav className="chips" aria-label={t("updates.platformsLabel")}>
            <ul>
              {notes.platforms.map((platform) => (
                <li key={platform}>
                  <a className="chip" href={`#updates-${platform}`}>
                    {t(`updates.platforms.${platform}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="updates__note">{t("updates.limitNote", { limit: notes.feedLimit })}</p>
          {[...latest].map(([platform, releases]) => (
            <section className="section releases" id={`updates-${platform}`} key={platform} aria-labelledby={`updates-${platform}-heading`}>
              <h2 className="section__heading" id={`updates-${platform}-heading`}>
                {t(`updates.platforms.${platform}`)}
              </h2>
              <ol className="release-list">
                {releases.map((release) => (
                  <li className="release" key={release.id}>
                    <p className="release__meta">
                      <time dateTime={release.date_published}>{date.format(new Date(`${release.date_published}T00:00:00Z`))}</time>
                      <span className="release__version">{t("updates.version", { version: release.version })}</span>
                    </p>
                    <div {...notesMark}>
                      <h3>{release.title}</h3>
                      <p>{release.summary}</p>
                      <ul className="release__changes">
                        {release.changes.map((change) => (
                          <li key={change}>{change}</li>
                        ))}
                      </ul>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </>
      )}
    </PageLayout>
  );
}
