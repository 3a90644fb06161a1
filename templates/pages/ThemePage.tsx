import type { PageProps } from "../../contracts/page-props.js";
import { PageIntro } from "../components/PageIntro.js";
import { PageLayout } from "../layouts/PageLayout.js";

/** The saved values the runtime understands (SPEC §4): follow the system, light, dark, dark variant. */
const choices = [
  { value: "system", key: "system" },
  { value: "-1", key: "light" },
  { value: "d", key: "dark" },
  { value: "t", key: "darker" },
] as const;

export function ThemePage(props: PageProps) {
  const { t, site } = props;
  return (
    <PageLayout props={props}>
      <PageIntro heading={t("theme.heading")} lead={t("theme.lead", { brand: site.brand })} />
      <form className="theme-chooser" data-theme-chooser>
        <fieldset>
          <legend>{t("theme.legend")}</legend>
          {choices.map((choice) => {
            const id = `theme-${choice.key}`;
            return (
              <div className="theme-chooser__choice" key={choice.value}>
                <input type="radio" id={id} name="theme" value={choice.value} defaultChecked={choice.value === "system"} aria-describedby={`${id}-hint`} />
                <label htmlFor={id}>{t(`theme.${choice.key}.label`)}</label>
                <p className="theme-chooser__hint" id={`${id}-hint`}>
                  {t(`theme.${choice.key}.hint`)}
                </p>
              </div>
            );
          })}
        </fieldset>
        <button className="button" type="submit">
          {t("theme.save")}
        </button>
      </form>
      <noscript>
        <p className="notice">{t("theme.noScript")}</p>
      </noscript>
    </PageLayout>
  );
}
