import type { ReactNode } from "react";
import type { PageProps } from "../../contracts/page-props.js";
import type { RuntimeConfig } from "../../contracts/config/index.js";

export type InstallPlatform = keyof RuntimeConfig["storeLinks"];
export type CtaId = RuntimeConfig["cta"]["default"][number];

interface InstallLinkProps extends Pick<PageProps, "t" | "site"> {
  platform: InstallPlatform;
  className?: string;
  /** The call to action this link stands for, where the runtime orders it among others (a store badge). */
  cta?: CtaId;
  children?: ReactNode;
}

/** A store or installer link from site.yaml; the runtime appends the visitor's atb/va to it. */
export function InstallLink({ platform, t, site, className = "button", cta, children }: InstallLinkProps) {
  return (
    <a className={className} href={site.runtime.storeLinks[platform]} data-install-link={platform} data-cta={cta}>
      {children ?? t(`install.${platform}`, { brand: site.brand })}
    </a>
  );
}
