import type { ReactNode } from "react";

/** The page's one <h1>, its lead paragraph, and whatever belongs right under them. */
export function PageIntro({ heading, lead, children }: { heading: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <h1>{heading}</h1>
      {lead && <p className="page-intro__lead">{lead}</p>}
      {children}
    </header>
  );
}
