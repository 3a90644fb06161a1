import type { PageProps } from "../../contracts/page-props.js";
import { PageIntro } from "../components/PageIntro.js";
import { PageLayout } from "../layouts/PageLayout.js";

export function ThemePage(props: PageProps) {
  const { t, site } = props;
  // SPEC §4: follow the system, or the saved light, dark and dark-variant values of runtime.theme.
  const { light, dark, darkVariant } = site.runtime.theme;
  const choices = [
    { value: "system", key: "system" },
    { value: light, key: "light" },
    { value: dark, key: "dark" },
    { value: darkVariant, key: "darker" },
  ];
  return (
    <PageLayout props={props}>
      <PageIntro heading={t("theme.heading")} lead={t("theme.lead", { brand: site.brand })} />
      <form className="theme-chooser" data-theme-chooser>
        <fieldset>
          <legend>{t("theme.legend")}</legend>
          {choices.map((choice) => {
            const id = `theme-${choice.key}`;
            return (
              <div className="theme-chooser__choice" key={choice.key}>
                <input
                  type="radio"
                  id={id}
                  name="theme"
                  value={choice.value}
                  defaultChecked={choice.value === "system"}
                  aria-describedby={`${id}-hint`}
                />
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
