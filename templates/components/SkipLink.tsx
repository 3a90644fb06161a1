import type { Translate } from "../../contracts/page-props.js";

export const MAIN_ID = "main";

/** First focusable element on every page, so keyboard users can jump past the header. */
export function SkipLink({ t }: { t: Translate }) {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t("nav.skip")}
    </a>
  );
}
