import type { ComponentType } from "react";
import type { PageProps } from "../contracts/page-props.js";
import { iconSprite } from "./icons/sprite.js";
import { PicturesProvider } from "./components/Picture.js";
import { ArticlePage } from "./pages/ArticlePage.js";
import { BangsPage } from "./pages/BangsPage.js";
import { ComparePage } from "./pages/ComparePage.js";
import { BlogListPage } from "./pages/BlogListPage.js";
import { BlogPostPage } from "./pages/BlogPostPage.js";
import { DonationsPage } from "./pages/DonationsPage.js";
import { DownloadPage } from "./pages/DownloadPage.js";
import { HomePage } from "./pages/HomePage.js";
import { JobsPage } from "./pages/JobsPage.js";
import { LandingPage } from "./pages/LandingPage.js";
import { LegalPage } from "./pages/LegalPage.js";
import { NewsletterPage } from "./pages/NewsletterPage.js";
import { NotFoundPage } from "./pages/NotFoundPage.js";
import { PressReleasePage } from "./pages/PressReleasePage.js";
import { ProductPage } from "./pages/ProductPage.js";
import { SubscriptionPage } from "./pages/SubscriptionPage.js";
import { ThemePage } from "./pages/ThemePage.js";
import { UpdatesPage } from "./pages/UpdatesPage.js";

/** Keyed by the `template:` names of site.yaml; "not-found" renders the 404 pages. */
const pages: Record<string, ComponentType<PageProps>> = {
  home: HomePage,
  product: ProductPage,
  theme: ThemePage,
  download: DownloadPage,
  legal: LegalPage,
  article: ArticlePage,
  newsletter: NewsletterPage,
  landing: LandingPage,
  subscription: SubscriptionPage,
  bangs: BangsPage,
  updates: UpdatesPage,
  jobs: JobsPage,
  donations: DonationsPage,
  compare: ComparePage,
  "blog-list": BlogListPage,
  "blog-post": BlogPostPage,
  "press-list": BlogListPage,
  "press-release": PressReleasePage,
  "not-found": NotFoundPage,
};

/** Each page, with the build's pictures given to every <Picture> in it. */
export const templates: Record<string, ComponentType<PageProps>> = Object.fromEntries(
  Object.entries(pages).map(([name, Page]) => [
    name,
    // biome-ignore lint/correctness/noComponentHookFactories: made once per page when the module loads, never during a render
    function WithPictures(props: PageProps) {
      return (
        <PicturesProvider picture={props.picture}>
          <Page {...props} />
        </PicturesProvider>
      );
    },
  ]),
);

/**
 * Files the build writes beside the pages (dist path -> contents): what the pages refer to but
 * should fetch once: the sprite of icons every page uses.
 */
export const assets: Record<string, string> = Object.fromEntries([iconSprite].map((asset) => [asset.file, asset.contents]));
