import type { AppStore } from "../../contracts/config/page-data.js";
import { APP_STORES } from "../../contracts/values.js";
import type { PageProps } from "../../contracts/page-props.js";
import { SpriteIcon } from "../icons/sprite.js";
import { InstallLink, type CtaId, type InstallPlatform } from "./InstallLink.js";

/** The app stores by their names, which every catalogue keeps as they are ("Im App Store laden"). */
export const STORE_NAMES: Record<AppStore, string> = { ios: "App Store", android: "Google Play" };

export function isAppStore(platform: InstallPlatform): platform is AppStore {
  return (APP_STORES as readonly string[]).includes(platform);
}

/**
 * A link to an app store, drawn as a store badge: black, a generic bag (no store's own mark), the
 * catalogue's words with the store's name set large. Badges stand apart from the site's buttons, so
 * a card keeps one main action.
 */
export function StoreBadge({ platform, cta, t, site }: Pick<PageProps, "t" | "site"> & { platform: AppStore; cta?: CtaId }) {
  const label = t(`install.${platform}`, { brand: site.brand });
  const name = STORE_NAMES[platform];
  const at = label.indexOf(name);
  return (
    <InstallLink platform={platform} cta={cta} t={t} site={site} className="store-badge">
      <SpriteIcon id="store" className="store-badge__icon" />
      <span className="store-badge__label">
        {at < 0 ? (
          label
        ) : (
          <>
            {label.slice(0, at)}
            {/* Where the name ends the words ("Download on the App Store"), it takes a line of its own, as on a store's badge. */}
            <strong className={at + name.length === label.length ? "store-badge__name--last" : undefined}>{name}</strong>
            {label.slice(at + name.length)}
          </>
        )}
      </span>
    </InstallLink>
  );
}
