import type { ReactNode } from "react";
import type { PageProps } from "../../contracts/page-props.js";
import type { RuntimeConfig } from "../../contracts/config/index.js";

export type InstallPlatform = keyof RuntimeConfig["storeLinks"];

interface InstallLinkProps extends Pick<PageProps, "t" | "site"> {
  platform: InstallPlatform;
  className?: string;
  children?: ReactNode;
}

/** A store or installer link from site.yaml; the runtime appends the visitor's atb/va to it. */
export function InstallLink({ platform, t, site, className = "button", children }: InstallLinkProps) {
  return (
    <a className={className} href={site.runtime.storeLinks[platform]} data-install-link={platform}>
      {children ?? t(`install.${platform}`, { brand: site.brand })}
    </a>
  );
}
