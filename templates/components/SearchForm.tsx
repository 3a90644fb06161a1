import type { PageProps } from "../../cli/build/page-props.js";

const INPUT_ID = "search-input";
const SUGGESTIONS_ID = "search-suggestions";

/** The home page search box. Works as a plain GET form; the runtime adds suggestions as you type. */
export function SearchForm({ t, site }: Pick<PageProps, "t" | "site">) {
  return (
    <form className="search-form" role="search" action={`${site.baseUrl}/`} method="get" data-search-form>
      <label className="visually-hidden" htmlFor={INPUT_ID}>
        {t("search.label")}
      </label>
      <input
        id={INPUT_ID}
        className="search-form__input"
        type="search"
        name="q"
        autoComplete="off"
        placeholder={t("search.placeholder")}
        aria-controls={SUGGESTIONS_ID}
        data-autocomplete-input
      />
      <button className="button search-form__submit" type="submit">
        {t("search.submit")}
      </button>
      <ul id={SUGGESTIONS_ID} className="search-form__suggestions" data-autocomplete-list />
    </form>
  );
}
