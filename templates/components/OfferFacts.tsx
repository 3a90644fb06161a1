import type { TemplateData } from "../../contracts/config/page-data.js";
import type { PageProps } from "../../contracts/page-props.js";
import { Icon } from "./Icon.js";

/**
 * The terms beside the price, so no question about them waits until checkout: how many devices,
 * where it is sold (the list a tap away), and that it can be cancelled and refunded. Values come
 * from the config that governs them (route data offer, runtime.countries); the words from offer.*.
 */
export function OfferFacts({ offer, words, t }: Pick<PageProps, "t"> & { offer: TemplateData["landing"]["offer"]; words: Record<string, string | number> }) {
  const vars = { ...words, devices: offer.devices, refundDays: offer.refundDays };
  return (
    <ul className="offer-facts">
      <li>
        <Icon name="phone" />
        <span>{t("offer.devices", vars)}</span>
      </li>
      <li>
        <Icon name="globe" />
        <details className="offer-facts__countries">
          <summary>{t("offer.countries", vars)}</summary>
          <p>{words.countryList}</p>
        </details>
      </li>
      <li>
        <Icon name="key" />
        <span>{t("offer.cancel", vars)}</span>
      </li>
    </ul>
  );
}
