import type { ReactNode } from "react";

interface PageIntroProps {
  heading: string;
  lead?: string;
  /** The hero's product picture, beside the text (below it on phones). */
  picture?: ReactNode;
  children?: ReactNode;
}

/** The page's one <h1>, its lead paragraph, whatever belongs right under them, and its hero picture. */
export function PageIntro({ heading, lead, picture, children }: PageIntroProps) {
  return (
    <header className={picture ? "page-intro page-intro--hero" : "page-intro"}>
      <div className="page-intro__text">
        <h1>{heading}</h1>
        {lead && <p className="page-intro__lead">{lead}</p>}
        {children}
      </div>
      {picture && <div className="page-intro__picture">{picture}</div>}
    </header>
  );
}
