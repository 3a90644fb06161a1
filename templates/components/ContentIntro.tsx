import type { ReactNode } from "react";
import type { PageProps } from "../../contracts/page-props.js";
import { PageIntro } from "./PageIntro.js";

/** Front matter title and description win over the page's messages, as they do in <head>. */
export function contentText(props: PageProps, field: "title" | "description"): string {
  const value = props.content?.data[field];
  return typeof value === "string" && value.trim() !== "" ? value : props.t(`pages.${props.page.id}.${field}`);
}

export function ContentIntro({ props, children }: { props: PageProps; children?: ReactNode }) {
  return (
    <PageIntro heading={contentText(props, "title")} lead={contentText(props, "description")}>
      {children}
    </PageIntro>
  );
}
