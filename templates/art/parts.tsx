import type { ReactNode } from "react";

/*
 * The pieces the hero illustrations are drawn from. Colours are classes (./styles.ts) that read
 * the theme's variables, so one drawing serves light, dark and the darker variant, and a page's own
 * accent (blue, purple, green) tints its art. No words: art must not need translating.
 */

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Every illustration's box, in its own units: pages lay it out at this ratio before it draws. */
export const ART_SIZE = { width: 560, height: 440 } as const;

/** The symbol an illustration's file holds, which pages draw with <use href="…#art">. */
export const ART_SYMBOL = "art";

export function ArtFrame({ children }: { children: ReactNode }) {
  return (
    <symbol id={ART_SYMBOL} viewBox={`0 0 ${ART_SIZE.width} ${ART_SIZE.height}`}>
      {children}
    </symbol>
  );
}

/** Placeholder text: rounded bars of decreasing length. */
export function Lines({ x, y, w, count = 3, gap = 14, height = 6, className = "f-line" }: { x: number; y: number; w: number; count?: number; gap?: number; height?: number; className?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are drawn once, in order, and differ only by their place
        <rect key={index} className={className} x={x} y={y + index * gap} width={index === count - 1 && count > 1 ? w * 0.62 : w} height={height} rx={height / 2} />
      ))}
    </>
  );
}

/** A desktop browser window: macOS traffic lights or Windows caption buttons, an address bar with its shield. */
export function BrowserWindow({ x, y, w, h, chrome = "mac", children }: Box & { chrome?: "mac" | "windows"; children?: ReactNode }) {
  const bar = 40;
  return (
    <g>
      <rect className="f-bg s-line" x={x} y={y} width={w} height={h} rx="14" strokeWidth="2" />
      <path className="f-sf" d={`M${x + 1} ${y + bar}V${y + 14}a13 13 0 0 1 13-13h${w - 28}a13 13 0 0 1 13 13v${bar - 14}Z`} />
      <path className="s-line" d={`M${x} ${y + bar}h${w}`} strokeWidth="2" />
      {chrome === "mac" ? (
        <>
          <circle className="f-warn" cx={x + 20} cy={y + 20} r="5" />
          <circle className="f-gold" cx={x + 37} cy={y + 20} r="5" />
          <circle className="f-ok" cx={x + 54} cy={y + 20} r="5" />
        </>
      ) : (
        <g className="s-muted" strokeWidth="1.6" strokeLinecap="round">
          <path d={`M${x + w - 76} ${y + 20}h10`} />
          <rect x={x + w - 51} y={y + 15} width="10" height="10" rx="1" fill="none" />
          <path d={`M${x + w - 26} ${y + 15}l10 10m0-10-10 10`} />
        </g>
      )}
      <AddressBar x={x + (chrome === "mac" ? 76 : 16)} y={y + 9} w={w - (chrome === "mac" ? 92 : 108)} />
      {children}
    </g>
  );
}

/** The address bar: a green shield (this site is protected) and the search in it. */
function AddressBar({ x, y, w }: { x: number; y: number; w: number }) {
  return (
    <g>
      <rect className="f-bg s-line" x={x} y={y} width={w} height="22" rx="11" strokeWidth="1.5" />
      <path className="f-ok" d={`M${x + 16} ${y + 5}l-6 2.4v4.4c0 3.7 2.5 6.1 6 7.2 3.5-1.1 6-3.5 6-7.2V${y + 7.4}z`} />
      <rect className="f-line" x={x + 30} y={y + 8} width={Math.min(120, w - 44)} height="6" rx="3" />
    </g>
  );
}

/** A phone: body, screen, and a status bar; children draw the app on the screen. */
export function Phone({ x, y, w, h, children }: Box & { children?: ReactNode }) {
  return (
    <g>
      <rect className="f-sf s-line" x={x} y={y} width={w} height={h} rx="24" strokeWidth="2" />
      <rect className="f-bg" x={x + 7} y={y + 7} width={w - 14} height={h - 14} rx="18" />
      <rect className="f-line" x={x + w / 2 - 18} y={y + 14} width="36" height="8" rx="4" />
      {children}
    </g>
  );
}

/** A tracker that was stopped: a dot crossed out, in the warning colour. */
export function BlockedTracker({ x, y, r = 9 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle className="f-warn-soft" cx={x} cy={y} r={r} />
      <path className="s-warn" d={`M${x - r * 0.45} ${y - r * 0.45}l${r * 0.9} ${r * 0.9}m0-${r * 0.9}-${r * 0.9} ${r * 0.9}`} strokeWidth="2" strokeLinecap="round" />
    </g>
  );
}

/** The accent shield with a tick: protection switched on. */
export function Shield({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size / 24;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path className="f-accent" d="M12 1 2.5 4.8v6.6c0 5.8 4 10.4 9.5 11.6 5.5-1.2 9.5-5.8 9.5-11.6V4.8Z" />
      <path className="s-on-accent" d="m7.8 12 3 3 5.6-6" fill="none" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

/** A soft round backdrop that ties the pieces of an illustration together. */
export function Backdrop({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <>
      <circle className="f-soft" cx={cx} cy={cy} r={r} />
      <circle className="s-soft" cx={cx} cy={cy} r={r + 26} fill="none" strokeWidth="2" strokeDasharray="2 10" strokeLinecap="round" />
    </>
  );
}

/** A floating card with a soft edge, for the panels that sit over a window. */
export function Card({ x, y, w, h, children }: Box & { children?: ReactNode }) {
  return (
    <g>
      <rect className="f-shadow" x={x + 2} y={y + 6} width={w} height={h} rx="14" />
      <rect className="f-bg s-line" x={x} y={y} width={w} height={h} rx="14" strokeWidth="2" />
      {children}
    </g>
  );
}
