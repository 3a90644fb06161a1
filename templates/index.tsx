import type { ComponentType } from "react";
import type { PageProps } from "../contracts/page-props.js";
import { ArticlePage } from "./pages/ArticlePage.js";
import { DownloadPage } from "./pages/DownloadPage.js";
import { HomePage } from "./pages/HomePage.js";
import { LandingPage } from "./pages/LandingPage.js";
import { LegalPage } from "./pages/LegalPage.js";
import { NewsletterPage } from "./pages/NewsletterPage.js";
import { NotFoundPage } from "./pages/NotFoundPage.js";
import { ProductPage } from "./pages/ProductPage.js";
import { SubscriptionPage } from "./pages/SubscriptionPage.js";
import { ThemePage } from "./pages/ThemePage.js";

/** Keyed by the `template:` names of site.yaml; "not-found" renders the 404 pages. */
export const templates: Record<string, ComponentType<PageProps>> = {
  home: HomePage,
  product: ProductPage,
  theme: ThemePage,
  download: DownloadPage,
  legal: LegalPage,
  article: ArticlePage,
  newsletter: NewsletterPage,
  landing: LandingPage,
  subscription: SubscriptionPage,
  "not-found": NotFoundPage,
};
