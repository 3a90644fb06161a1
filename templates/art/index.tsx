import type { ArtName } from "../../contracts/config/page-data.js";
import { AppArt } from "./AppArt.js";
import { DbpArt } from "./DbpArt.js";
import { DesktopArt } from "./DesktopArt.js";
import { DuckAiArt } from "./DuckAiArt.js";
import { HomeArt } from "./HomeArt.js";
import { ItrArt } from "./ItrArt.js";
import { ProArt } from "./ProArt.js";

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

/** A hero illustration by name (routes' data `art:` in site.yaml). Decorative: hidden from assistive technology. */
export function Art({ name }: { name: ArtName }) {
  const Drawing = drawings[name];
  return <Drawing />;
}
