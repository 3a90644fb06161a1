import type { ReactNode } from "react";
import type { IconName } from "../../contracts/config/page-data.js";
import { ICON_STROKE, iconDrawings, logoDrawing } from "../../templates/icons/drawings.js";

/**
 * The device frames and small parts the product pictures share: a desktop window as macOS and
 * Windows draw theirs (no vendor's marks: the window controls are plain shapes), a phone without a
 * maker's features, the site's own icons and logo. Every colour is a variable of pictures.css, so
 * one drawing serves light and dark. The pictures are drawn once, not served as pages, so inline
 * styles are fine here.
 */

export function Icon({ name, className = "icon" }: { name: IconName | "fire-filled" | "check" | "chevron" | "plus" | "back" | "forward" | "reload" | "dots" | "send" | "clock"; className?: string }) {
  const extra: Record<string, ReactNode> = {
    "fire-filled": <path d="M12 21c3.9 0 6.5-2.6 6.5-6.2 0-3.9-3-6.3-4-9.8-1.9 1.3-3 3.4-3 5.6-1-.6-1.7-1.6-2-2.8C7.9 9.5 5.5 11.8 5.5 15c0 3.4 2.7 6 6.5 6Z" fill="currentColor" />,
    check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
    chevron: <path d="m8 10 4 4 4-4" />,
    plus: <path d="M12 5v14M5 12h14" />,
    back: <path d="m14.5 6-6 6 6 6" />,
    forward: <path d="m9.5 6 6 6-6 6" />,
    reload: (
      <>
        <path d="M19 12a7 7 0 1 1-2.1-5" />
        <path d="M19 4.5V9h-4.5" />
      </>
    ),
    dots: <path d="M5.5 12h.01M12 12h.01M18.5 12h.01" strokeWidth="3" />,
    send: <path d="M12 19V5m-6 6 6-6 6 6" />,
    clock: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </>
    ),
  };
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" {...ICON_STROKE}>
      {extra[name] ?? iconDrawings[name as IconName]}
    </svg>
  );
}

export function Logo({ size = 20 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      {logoDrawing}
    </svg>
  );
}

export interface Tab {
  title: string;
  /** A letter in a coloured tile stands for the site's own icon. */
  mark: string;
  hue: number;
}

function TabStrip({ tabs, active }: { tabs: readonly Tab[]; active: number }) {
  return (
    <div className="tabs">
      {tabs.map((tab, index) => (
        <div className={index === active ? "tab tab--active" : "tab"} key={tab.title}>
          <Favicon mark={tab.mark} hue={tab.hue} />
          <span className="tab__title">{tab.title}</span>
        </div>
      ))}
      <Icon name="plus" className="icon tabs__new" />
    </div>
  );
}

/** A site's icon: a letter on its colour; an empty mark is the browser's own page, with the logo. */
export function Favicon({ mark, hue, size = "small" }: { mark: string; hue: number; size?: "small" | "large" }) {
  if (mark === "") return <Logo size={size === "small" ? 16 : 28} />;
  return (
    <span className={`favicon favicon--${size}`} style={{ background: `hsl(${hue} 70% 45%)` }}>
      {mark}
    </span>
  );
}

interface WindowProps {
  os: "mac" | "windows";
  tabs: readonly Tab[];
  active?: number;
  address: ReactNode;
  /** The address bar's shield: green where the page is protected, plain on a new tab. */
  protectedSite?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * The browser's window. macOS: the window's three buttons at the start of the tab strip; Windows:
 * minimise, maximise and close at its end, square corners. Then the toolbar: back, forward,
 * reload, the address bar with the privacy shield, and the Fire Button.
 */
export function BrowserWindow({ os, tabs, active = 0, address, protectedSite = true, children, className }: WindowProps) {
  return (
    <div className={["window", `window--${os}`, className].filter(Boolean).join(" ")}>
      <div className="window__top">
        {os === "mac" && (
          <span className="traffic">
            <i />
            <i />
            <i />
          </span>
        )}
        <TabStrip tabs={tabs} active={active} />
        {os === "windows" && (
          <span className="caption">
            <i className="caption__min" />
            <i className="caption__max" />
            <i className="caption__close" />
          </span>
        )}
      </div>
      <div className="toolbar">
        <Icon name="back" />
        <Icon name="forward" className="icon icon--off" />
        <Icon name="reload" />
        <div className="address">
          <span className={protectedSite ? "address__shield address__shield--on" : "address__shield"}>
            <Icon name="shield" />
          </span>
          <span className="address__text">{address}</span>
        </div>
        <span className="fire">
          <Icon name="fire-filled" />
        </span>
        <Icon name="dots" />
      </div>
      <div className="window__page">{children}</div>
    </div>
  );
}

/** A phone of no maker: rounded glass, a camera dot, a status bar and the home indicator. */
export function Phone({ children, className, time = "9:41" }: { children: ReactNode; className?: string; time?: string }) {
  return (
    <div className={["phone", className].filter(Boolean).join(" ")}>
      <div className="phone__screen">
        <div className="phone__status">
          <span>{time}</span>
          <span className="phone__camera" />
          <span className="phone__signal">
            <i />
            <i />
            <i />
            <i />
          </span>
        </div>
        {children}
        <div className="phone__home" />
      </div>
    </div>
  );
}

export function Toggle({ on = true }: { on?: boolean }) {
  return <span className={on ? "toggle toggle--on" : "toggle"} />;
}

/** Lines of text seen from afar: used only where the words are too small to read anyway. */
export function Lines({ widths }: { widths: readonly number[] }) {
  return (
    <span className="lines">
      {widths.map((width, index) => (
        <i key={index} style={{ width: `${width}%` }} />
      ))}
    </span>
  );
}
