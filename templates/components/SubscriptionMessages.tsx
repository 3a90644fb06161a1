import type { PageProps } from "../../contracts/page-props.js";
import { SHARED_MESSAGE_KEYS, SUBSCRIPTION_MESSAGE_KEYS, SUBSCRIPTION_MESSAGE_PREFIX, SUBSCRIPTION_MESSAGES_ATTRIBUTE } from "../../contracts/subscription-ui.js";

/**
 * The words the subscription islands say, in the page's language, as a data attribute of the
 * island's mount point (templates render no scripts). {brand} is filled in here, the rest in the
 * browser. Only subscription pages carry them.
 */
export function subscriptionMessages({ t, site }: Pick<PageProps, "t" | "site">): Record<typeof SUBSCRIPTION_MESSAGES_ATTRIBUTE, string> {
  const messages: Record<string, string> = {};
  for (const key of SUBSCRIPTION_MESSAGE_KEYS) messages[key] = t(`${SUBSCRIPTION_MESSAGE_PREFIX}${key}`, { brand: site.brand });
  for (const [key, catalogueKey] of Object.entries(SHARED_MESSAGE_KEYS)) messages[key] = t(catalogueKey);
  return { [SUBSCRIPTION_MESSAGES_ATTRIBUTE]: JSON.stringify(messages) };
}
