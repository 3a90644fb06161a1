import type { ReactNode } from "react";
import type { ArtName } from "../../contracts/config/page-data.js";
import { Art } from "../art/index.js";

interface PageIntroProps {
  heading: string;
  lead?: string;
  /** A hero illustration beside the text (below it on phones). */
  art?: ArtName;
  children?: ReactNode;
}

/** The page's one <h1>, its lead paragraph, whatever belongs right under them, and its hero art. */
export function PageIntro({ heading, lead, art, children }: PageIntroProps) {
  return (
    <header className={art ? "page-intro page-intro--hero" : "page-intro"}>
      <div className="page-intro__text">
        <h1>{heading}</h1>
        {lead && <p className="page-intro__lead">{lead}</p>}
        {children}
      </div>
      {art && (
        <div className="page-intro__art">
          <Art name={art} />
        </div>
      )}
    </header>
  );
}
