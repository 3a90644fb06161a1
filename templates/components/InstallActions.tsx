import type { PageProps } from "../../contracts/page-props.js";
import { InstallLink, type InstallPlatform } from "./InstallLink.js";
import { isAppStore, StoreBadge } from "./StoreBadge.js";

interface InstallActionsProps extends Pick<PageProps, "t" | "site"> {
  platforms: readonly InstallPlatform[];
  size?: "small" | "large";
}

/**
 * Install links as one group with one main action: the first installer is a button, the others
 * secondary buttons, and app stores their badges. The caller gives the element that holds them.
 */
export function InstallActions({ platforms, size, t, site }: InstallActionsProps) {
  const installers = platforms.filter((platform) => !isAppStore(platform));
  const classes = (index: number) =>
    ["button", size && `button--${size}`, index > 0 && "button--secondary"].filter(Boolean).join(" ");
  return (
    <>
      {installers.map((platform, index) => (
        <InstallLink key={platform} platform={platform} t={t} site={site} className={classes(index)} />
      ))}
      {platforms.filter(isAppStore).map((platform) => (
        <StoreBadge key={platform} platform={platform} t={t} site={site} />
      ))}
    </>
  );
}
