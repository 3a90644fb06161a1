import { ArtFrame, Backdrop, BlockedTracker, BrowserWindow, Card, Lines, Shield } from "./parts.js";

/**
 * /mac and /windows: the desktop browser on a news site, its ad and tracker slots empty, and the
 * panel that lists what it blocked. The window's chrome follows the platform.
 */
export function DesktopArt({ platform }: { platform: "mac" | "windows" }) {
  return (
    <ArtFrame>
      <Backdrop cx={292} cy={222} r={178} />
      <BrowserWindow x={20} y={48} w={480} h={318} chrome={platform}>
        <rect className="f-accent" x="44" y="112" width="150" height="10" rx="5" />
        <rect className="f-soft" x="44" y="138" width="236" height="120" rx="10" />
        <path className="s-accent" d="m80 232 42-44 30 30 20-18 40 32" fill="none" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
        <circle className="f-accent" cx="230" cy="170" r="11" />
        <Lines x={44} y={274} w={236} count={4} gap={14} />
        <rect className="f-bg s-dash" x="304" y="112" width="172" height="96" rx="10" strokeWidth="2" strokeDasharray="6 6" />
        <BlockedTracker x={390} y={160} r={14} />
        <rect className="f-bg s-dash" x="304" y="222" width="172" height="118" rx="10" strokeWidth="2" strokeDasharray="6 6" />
        <BlockedTracker x={390} y={281} r={14} />
      </BrowserWindow>
      <Card x={330} y={200} w={214} h={168}>
        <Shield x={350} y={216} size={36} />
        <Lines x={398} y={222} w={126} count={2} gap={13} />
        {[276, 304, 332].map((y, index) => (
          <g key={y}>
            <BlockedTracker x={362} y={y + 3} r={9} />
            <rect className="f-line" x="380" y={y} width={[104, 84, 96][index]} height="6" rx="3" />
          </g>
        ))}
      </Card>
      {platform === "mac" ? <Dock /> : <Taskbar />}
    </ArtFrame>
  );
}

/** The app in its place on the desktop: the browser's icon in the Dock, between others. */
function Dock() {
  return (
    <g>
      <rect className="f-sf s-line" x="146" y="386" width="268" height="46" rx="16" strokeWidth="2" />
      {[160, 196, 268, 304, 340, 376].map((x) => (
        <rect key={x} className="f-line" x={x} y="395" width="28" height="28" rx="8" />
      ))}
      <AppIcon x={232} y={395} size={28} />
      <circle className="f-accent" cx="246" cy="428" r="2" />
    </g>
  );
}

/** The Windows taskbar: the Start button, pinned apps, the browser's icon among them. */
function Taskbar() {
  return (
    <g>
      <rect className="f-sf s-line" x="20" y="392" width="520" height="40" rx="10" strokeWidth="2" />
      <g className="f-accent">
        <rect x="196" y="403" width="8" height="8" rx="1.5" />
        <rect x="206" y="403" width="8" height="8" rx="1.5" />
        <rect x="196" y="413" width="8" height="8" rx="1.5" />
        <rect x="206" y="413" width="8" height="8" rx="1.5" />
      </g>
      {[230, 290, 320, 350].map((x) => (
        <rect key={x} className="f-line" x={x} y="401" width="22" height="22" rx="6" />
      ))}
      <AppIcon x={260} y={401} size={22} />
      <rect className="f-accent" x="264" y="427" width="14" height="3" rx="1.5" />
    </g>
  );
}

/** The browser's own icon, drawn small: a tile with the search glass. */
function AppIcon({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size / 28;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <rect className="f-accent" width="28" height="28" rx="8" />
      <circle className="s-on-accent" cx="13" cy="13" r="6" fill="none" strokeWidth="2.6" />
      <path className="s-on-accent" d="m17.5 17.5 4.5 4.5" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}
