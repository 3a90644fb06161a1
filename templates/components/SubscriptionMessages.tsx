import type { PageProps } from "../../contracts/page-props.js";
import {
  SHARED_MESSAGE_KEYS,
  SUBSCRIPTION_MESSAGE_KEYS,
  SUBSCRIPTION_MESSAGE_PREFIX,
  SUBSCRIPTION_MESSAGES_ELEMENT_ID,
} from "../../contracts/subscription-ui.js";

/**
 * The words the subscription islands say, in the page's language, as JSON (which the CSP allows).
 * Only subscription pages carry them; {brand} is filled in here, the islands fill in the rest.
 */
export function SubscriptionMessages({ t, site }: Pick<PageProps, "t" | "site">) {
  const messages: Record<string, string> = {};
  for (const key of SUBSCRIPTION_MESSAGE_KEYS) messages[key] = t(`${SUBSCRIPTION_MESSAGE_PREFIX}${key}`, { brand: site.brand });
  for (const [key, catalogueKey] of Object.entries(SHARED_MESSAGE_KEYS)) messages[key] = t(catalogueKey);
  // "<" escaped, so no message can close the script element.
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  return <script type="application/json" id={SUBSCRIPTION_MESSAGES_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
