import type { PageProps } from "../../contracts/page-props.js";
import { SpriteIcon } from "../icons/sprite.js";

const INPUT_ID = "search-input";
const SUGGESTIONS_ID = "search-suggestions";

/**
 * The home page search box. Works as a plain GET form; the runtime fills the list with options as
 * you type and keeps aria-expanded in step, so it is marked up as an ARIA 1.2 combobox from the
 * start. The HTML standard allows role=combobox (and with it aria-expanded) on a text input but
 * not on type=search; enterkeyhint keeps the search key on touch keyboards. On phones the button
 * is a magnifying glass (its word stays its accessible name), leaving the field room for its hint.
 */
export function SearchForm({ t, site }: Pick<PageProps, "t" | "site">) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is newer than some of the browsers the site serves; role=search on the form is the landmark they all know
    <form className="search-form" role="search" action={`${site.baseUrl}/`} method="get" data-search-form>
      <label className="visually-hidden" htmlFor={INPUT_ID}>
        {t("search.label")}
      </label>
      <input
        id={INPUT_ID}
        className="search-form__input"
        type="text"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t("search.placeholder")}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={SUGGESTIONS_ID}
        data-autocomplete-input
      />
      <button className="button search-form__submit" type="submit">
        <SpriteIcon id="search" className="search-form__submit-icon" />
        <span className="search-form__submit-text">{t("search.submit")}</span>
      </button>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the suggestions of the ARIA combobox pattern are a listbox; runtime/core/autocomplete.ts makes it one */}
      <ul id={SUGGESTIONS_ID} className="search-form__suggestions" role="listbox" aria-label={t("search.suggestions")} data-autocomplete-list />
    </form>
  );
}
