import { renderToStaticMarkup } from "react-dom/server";
import type { ArtName } from "../../contracts/config/page-data.js";
import { hashedAsset, type TemplateAsset } from "../assets/hashed-asset.js";
import { AppArt } from "./AppArt.js";
import { DbpArt } from "./DbpArt.js";
import { DesktopArt } from "./DesktopArt.js";
import { DuckAiArt } from "./DuckAiArt.js";
import { HomeArt } from "./HomeArt.js";
import { ItrArt } from "./ItrArt.js";
import { ART_SIZE, ART_SYMBOL } from "./parts.js";
import { ProArt } from "./ProArt.js";
import { ART_STYLES } from "./styles.js";

const drawings: Record<ArtName, () => React.JSX.Element> = {
  home: HomeArt,
  app: AppArt,
  mac: () => <DesktopArt platform="mac" />,
  windows: () => <DesktopArt platform="windows" />,
  pro: ProArt,
  duckai: DuckAiArt,
  dbp: DbpArt,
  itr: ItrArt,
};

/**
 * Each illustration as a file of its own (the same drawing served to every language's page, and
 * cached): its colour classes and one symbol. Its <style> holds no "<", so it is written as is.
 */
export const artFiles = Object.fromEntries(
  Object.entries(drawings).map(([name, Drawing]) => [
    name,
    hashedAsset(`art-${name}`, "svg", `<svg xmlns="http://www.w3.org/2000/svg"><style>${ART_STYLES}</style>${renderToStaticMarkup(<Drawing />)}</svg>`),
  ]),
) as Record<ArtName, TemplateAsset>;

/**
 * A hero illustration by name (routes' data `art:` in site.yaml), in a box of its own size so the
 * page lays out before the file arrives. Decorative: hidden from assistive technology.
 */
export function Art({ name }: { name: ArtName }) {
  return (
    <svg className={`art art--${name}`} viewBox={`0 0 ${ART_SIZE.width} ${ART_SIZE.height}`} width={ART_SIZE.width} height={ART_SIZE.height} aria-hidden="true">
      <use href={`${artFiles[name].url}#${ART_SYMBOL}`} />
    </svg>
  );
}
