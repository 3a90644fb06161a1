import type { ReactNode } from "react";
import { BrowserWindow, Favicon, Icon, Lines, Logo, Phone, Toggle, type Tab } from "./frames.js";

/**
 * The product's own screens, one component per picture. Each takes the words of one language
 * (words/{locale}.yaml) and the locale, which also names countries and formats numbers and
 * dates the way that language does. Sites, people and tracking companies in the pictures are
 * made up (.example addresses), so no real company is shown doing anything.
 */

export type Words = (key: string) => string;

interface ScreenProps {
  w: Words;
  locale: string;
}

const number = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);
const country = (code: string, locale: string) => new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;

/** Tracking companies, made up: a real one would be named as doing what it may not do. */
const TRACKERS = [
  { name: "AdGrid", hue: 14 },
  { name: "PixelTrail", hue: 200 },
  { name: "Clickstream Labs", hue: 280 },
  { name: "MetricBeam", hue: 150 },
];

const newsTabs = (w: Words): Tab[] => [
  { title: w("browser.tabNews"), mark: "H", hue: 210 },
  { title: w("browser.tabRecipes"), mark: "R", hue: 30 },
  { title: w("browser.tabMaps"), mark: "M", hue: 140 },
];

/** The privacy dashboard, opened from the address bar's shield. */
function Dashboard({ w, locale }: ScreenProps) {
  return (
    <div className="dashboard popover">
      <div className="dashboard__status">
        <span className="badge-shield">
          <Icon name="shield" />
        </span>
        <strong>{w("dashboard.status")}</strong>
      </div>
      <ul className="dashboard__rows">
        <li>
          <Icon name="lock" />
          <span>{w("dashboard.encrypted")}</span>
        </li>
        <li className="dashboard__blocked">
          <Icon name="eye-off" />
          <span>{w("dashboard.blocked").replace("{count}", number(7, locale))}</span>
        </li>
      </ul>
      <ul className="dashboard__trackers">
        {TRACKERS.map((tracker) => (
          <li key={tracker.name}>
            <Favicon mark={tracker.name[0]!} hue={tracker.hue} />
            <span>{tracker.name}</span>
            <span className="dashboard__x">×</span>
          </li>
        ))}
      </ul>
      <div className="dashboard__cookies">
        <Icon name="check" />
        <span>{w("dashboard.cookies")}</span>
      </div>
      <div className="dashboard__toggle">
        <span>{w("dashboard.protections")}</span>
        <Toggle />
      </div>
    </div>
  );
}

/**
 * A news site as the browser shows it: the article, and beside it the site's list of stories,
 * which the dashboard opened over the page mostly covers.
 */
function NewsPage({ w }: { w: Words }) {
  return (
    <div className="news">
      <div className="news__aside">
        <p className="news__kicker">{w("news.local")}</p>
        <Lines widths={[90, 70, 84, 60, 88, 76, 50, 82, 64, 90, 58]} />
      </div>
      <div className="news__article">
        <div className="news__masthead">
          <span className="news__name">The Daily Harbor</span>
        </div>
        <p className="news__kicker">{w("news.kicker")}</p>
        <h1 className="news__headline">{w("news.headline")}</h1>
        <div className="news__photo">
          <span className="news__sun" />
          <span className="news__hill news__hill--back" />
          <span className="news__hill" />
          <span className="news__lane" />
        </div>
        <p className="news__body">{w("news.body")}</p>
        <Lines widths={[96, 88, 92, 60]} />
      </div>
    </div>
  );
}

export function BrowserMac({ w, locale }: ScreenProps) {
  return (
    <div className="stage stage--window">
      <BrowserWindow os="mac" tabs={newsTabs(w)} address="dailyharbor.example/city/bike-lanes">
        <NewsPage w={w} />
        <Dashboard w={w} locale={locale} />
      </BrowserWindow>
    </div>
  );
}

const FAVOURITES = [
  { mark: "H", hue: 210, name: "Harbor" },
  { mark: "K", hue: 30, name: "Kitchenly" },
  { mark: "A", hue: 140, name: "Atlasmap" },
  { mark: "W", hue: 260, name: "Wikinook" },
  { mark: "T", hue: 350, name: "Tixio" },
  { mark: "B", hue: 180, name: "Bankwell" },
];

/** The new tab page: search, favourites and what the browser blocked this week. */
export function BrowserWindows({ w, locale }: ScreenProps) {
  const week = [42, 64, 51, 80, 58, 72, 47];
  return (
    <div className="stage stage--window">
      <BrowserWindow os="windows" tabs={[{ title: w("browser.newTab"), mark: "", hue: 220 }, ...newsTabs(w).slice(0, 2)]} address={<span className="address__hint">{w("browser.addressHint")}</span>} protectedSite={false}>
        <div className="newtab">
          <div className="newtab__brand">
            <Logo size={44} />
            <span>Quietly</span>
          </div>
          <div className="newtab__search">
            <Icon name="search" />
            <span>{w("browser.searchHint")}</span>
          </div>
          <div className="newtab__favourites">
            {FAVOURITES.map((site) => (
              <span className="newtab__favourite" key={site.mark}>
                <Favicon mark={site.mark} hue={site.hue} size="large" />
                <span translate="no">{site.name}</span>
              </span>
            ))}
          </div>
          <div className="newtab__stats card">
            <div className="newtab__stats-head">
              <span className="badge-shield">
                <Icon name="shield" />
              </span>
              <span>
                <strong>{w("newtab.blocked").replace("{count}", number(1284, locale))}</strong>
                <span className="muted">{w("newtab.period")}</span>
              </span>
            </div>
            <div className="bars">
              {week.map((value, index) => (
                <i key={index} style={{ height: `${value}%` }} />
              ))}
            </div>
            <div className="newtab__top">
              {TRACKERS.slice(0, 3).map((tracker) => (
                <span key={tracker.name}>
                  <Favicon mark={tracker.name[0]!} hue={tracker.hue} />
                  {tracker.name}
                </span>
              ))}
            </div>
          </div>
        </div>
        <div className="fire-menu popover">
          <p className="fire-menu__title">
            <Icon name="fire-filled" />
            {w("fire.title")}
          </p>
          <p className="muted">{w("fire.body")}</p>
          <span className="button button--danger">{w("fire.action")}</span>
        </div>
      </BrowserWindow>
    </div>
  );
}

/** The search results page: private search on the desktop, the same protection on the phone in front. */
export function Devices({ w, locale }: ScreenProps) {
  const results = [1, 2, 3].map((n) => ({ title: w(`results.title${n}`), url: w(`results.url${n}`), text: w(`results.text${n}`) }));
  return (
    <div className="stage stage--devices">
      <BrowserWindow os="mac" tabs={[{ title: w("results.query"), mark: "", hue: 220 }]} address={w("results.query")} className="devices__window">
        <div className="serp">
          <div className="serp__bar">
            <Logo size={26} />
            <span className="serp__box">
              {w("results.query")}
              <Icon name="search" />
            </span>
          </div>
          <div className="serp__tabs">
            <span className="serp__tab--on">{w("results.all")}</span>
            <span>{w("results.images")}</span>
            <span>{w("results.news")}</span>
            <span>{w("results.maps")}</span>
          </div>
          {results.map((result) => (
            <div className="serp__result" key={result.url}>
              <span className="serp__url">{result.url}</span>
              <span className="serp__title">{result.title}</span>
              <span className="serp__text">{result.text}</span>
            </div>
          ))}
        </div>
      </BrowserWindow>
      <Phone className="devices__phone">
        <div className="mobile">
          <div className="mobile__address">
            <span className="address__shield address__shield--on">
              <Icon name="shield" />
            </span>
            <span>dailyharbor.example</span>
          </div>
          <div className="mobile__page">
            <p className="news__kicker">{w("news.kicker")}</p>
            <p className="mobile__headline">{w("news.headline")}</p>
            <div className="news__photo news__photo--small">
              <span className="news__sun" />
              <span className="news__hill news__hill--back" />
              <span className="news__hill" />
              <span className="news__lane" />
            </div>
            <Lines widths={[94, 86, 90, 70, 92, 55]} />
          </div>
          <div className="mobile__toast">
            <span className="badge-shield badge-shield--small">
              <Icon name="shield" />
            </span>
            {w("dashboard.blocked").replace("{count}", number(7, locale))}
          </div>
          <div className="mobile__bar">
            <Icon name="back" />
            <span className="fire fire--big">
              <Icon name="fire-filled" />
            </span>
            <span className="mobile__tabs">3</span>
            <Icon name="dots" />
          </div>
        </div>
      </Phone>
    </div>
  );
}

const VPN_LOCATIONS = ["US", "GB", "DE", "NL", "CA", "FR"];

export function Vpn({ w, locale }: ScreenProps) {
  return (
    <div className="stage stage--phone-card">
      <Phone className="vpn-phone">
        <div className="vpn">
          <p className="vpn__title">{w("vpn.title")}</p>
          <div className="vpn__ring">
            <span className="vpn__shield">
              <Icon name="shield" />
            </span>
          </div>
          <p className="vpn__status">{w("vpn.connected")}</p>
          <p className="vpn__detail">{w("vpn.detail")}</p>
          <div className="vpn__row">
            <span className="vpn__flag">DE</span>
            <span>
              <strong>{country("DE", locale)}</strong>
              <span className="muted">Frankfurt</span>
            </span>
            <Icon name="chevron" />
          </div>
          <div className="vpn__row">
            <Icon name="clock" />
            <span>
              <strong>0:42:18</strong>
              <span className="muted">{w("vpn.time")}</span>
            </span>
          </div>
          <div className="vpn__switch">
            <span>{w("vpn.title")}</span>
            <Toggle />
          </div>
        </div>
      </Phone>
      <div className="card locations">
        <p className="locations__title">{w("vpn.locations")}</p>
        <div className="locations__row locations__row--nearest">
          <Icon name="globe" />
          <span>{w("vpn.nearest")}</span>
        </div>
        {VPN_LOCATIONS.map((code) => (
          <div className={code === "DE" ? "locations__row locations__row--on" : "locations__row"} key={code}>
            <span className="vpn__flag">{code}</span>
            <span>{country(code, locale)}</span>
            {code === "DE" && <Icon name="check" />}
          </div>
        ))}
        <p className="locations__note">
          <Icon name="lock" />
          {w("vpn.noLogs")}
        </p>
      </div>
    </div>
  );
}

export function DuckAi({ w }: ScreenProps) {
  const steps = [1, 2, 3].map((n) => w(`ai.day${n}`));
  return (
    <div className="stage stage--window">
      <BrowserWindow os="mac" tabs={[{ title: w("ai.tab"), mark: "", hue: 220 }]} address="chat.quietly.example">
        <div className="chat">
          <aside className="chat__side">
            <span className="button button--new">
              <Icon name="plus" />
              {w("ai.newChat")}
            </span>
            <p className="chat__side-title">{w("ai.recent")}</p>
            <span className="chat__recent chat__recent--on">{w("ai.recent1")}</span>
            <span className="chat__recent">{w("ai.recent2")}</span>
            <span className="chat__recent">{w("ai.recent3")}</span>
            <p className="chat__side-note">
              <Icon name="eye-off" />
              {w("ai.anonymous")}
            </p>
          </aside>
          <div className="chat__main">
            <span className="chat__model">
              <Icon name="sparkle" />
              Llama 3.3 70B
              <Icon name="chevron" />
            </span>
            <p className="bubble bubble--me">{w("ai.question")}</p>
            <div className="bubble bubble--ai">
              <p>{w("ai.answer")}</p>
              <ol>
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
            <div className="chat__input">
              <span>{w("ai.placeholder")}</span>
              <span className="chat__send">
                <Icon name="send" />
              </span>
            </div>
            <p className="chat__disclaimer">{w("ai.notTrained")}</p>
          </div>
        </div>
      </BrowserWindow>
    </div>
  );
}

const BROKERS: { site: string; state: "removed" | "progress" }[] = [
  { site: "peoplelookup.example", state: "removed" },
  { site: "recordfinder.example", state: "removed" },
  { site: "backgroundcheck.example", state: "progress" },
  { site: "findneighbours.example", state: "removed" },
  { site: "phonebook-search.example", state: "progress" },
];

export function Dbp({ w, locale }: ScreenProps) {
  const stat = (value: number, label: string, tone: string) => (
    <div className={`dbp__stat dbp__stat--${tone}`}>
      <strong>{number(value, locale)}</strong>
      <span>{label}</span>
    </div>
  );
  return (
    <div className="stage stage--window">
      <BrowserWindow os="mac" tabs={[{ title: w("dbp.title"), mark: "", hue: 220 }]} address="quietly://personal-information-removal">
        <div className="dbp">
          <div className="dbp__head">
            <span className="dbp__icon">
              <Icon name="trash" />
            </span>
            <div>
              <p className="dbp__title">{w("dbp.title")}</p>
              <p className="muted">{w("dbp.subtitle")}</p>
            </div>
          </div>
          <div className="dbp__stats">
            {stat(38, w("dbp.found"), "found")}
            {stat(31, w("dbp.removed"), "removed")}
            {stat(7, w("dbp.progress"), "progress")}
          </div>
          <div className="meter">
            <i style={{ width: "82%" }} />
          </div>
          <ul className="dbp__list">
            {BROKERS.map((broker) => (
              <li key={broker.site}>
                <Favicon mark={broker.site[0]!.toUpperCase()} hue={(broker.site.length * 37) % 360} />
                <span className="dbp__site">{broker.site}</span>
                <span className={`pill pill--${broker.state}`}>
                  {broker.state === "removed" ? <Icon name="check" /> : <Icon name="clock" />}
                  {w(broker.state === "removed" ? "dbp.stateRemoved" : "dbp.stateProgress")}
                </span>
              </li>
            ))}
          </ul>
          <p className="dbp__next">
            <Icon name="radar" />
            {w("dbp.nextScan")}
          </p>
        </div>
      </BrowserWindow>
    </div>
  );
}

export function Itr({ w }: ScreenProps) {
  const steps: { key: string; state: "done" | "now" | "next" }[] = [
    { key: "itr.step1", state: "done" },
    { key: "itr.step2", state: "done" },
    { key: "itr.step3", state: "now" },
    { key: "itr.step4", state: "next" },
  ];
  return (
    <div className="stage stage--phone-card">
      <Phone className="itr-phone">
        <div className="itr">
          <div className="itr__head">
            <span className="avatar">M</span>
            <span>
              <strong>Maria</strong>
              <span className="muted">{w("itr.advisor")}</span>
            </span>
          </div>
          <p className="bubble bubble--them">{w("itr.message1")}</p>
          <p className="bubble bubble--me">{w("itr.message2")}</p>
          <p className="bubble bubble--them">{w("itr.message3")}</p>
          <div className="itr__input">{w("itr.reply")}</div>
        </div>
      </Phone>
      <div className="card case">
        <p className="case__title">
          <Icon name="advisor" />
          {w("itr.case")}
        </p>
        <ol className="case__steps">
          {steps.map((step) => (
            <li className={`case__step case__step--${step.state}`} key={step.key}>
              <span className="case__dot">{step.state === "done" ? <Icon name="check" /> : null}</span>
              <span>
                {w(step.key)}
                {step.state === "now" && <span className="pill pill--progress">{w("itr.now")}</span>}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** Every picture by its file name; sizes are CSS pixels, drawn at twice that. */
export const PICTURES: Record<string, { width: number; height: number; Screen: (props: ScreenProps) => ReactNode }> = {
  "browser-mac": { width: 640, height: 450, Screen: BrowserMac },
  "browser-windows": { width: 640, height: 450, Screen: BrowserWindows },
  devices: { width: 640, height: 450, Screen: Devices },
  vpn: { width: 640, height: 450, Screen: Vpn },
  duckai: { width: 640, height: 450, Screen: DuckAi },
  dbp: { width: 640, height: 450, Screen: Dbp },
  itr: { width: 640, height: 450, Screen: Itr },
};
