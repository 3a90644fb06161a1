import { IconGlyph } from "../components/Icon.js";
import type { IconName } from "../../contracts/config/page-data.js";
import { ArtFrame, Backdrop, Card, Shield } from "./parts.js";

const protections: { icon: IconName; x: number; y: number }[] = [
  { icon: "globe", x: 70, y: 70 },
  { icon: "trash", x: 372, y: 52 },
  { icon: "advisor", x: 388, y: 286 },
  { icon: "sparkle", x: 54, y: 300 },
];

/** /pro: one shield, and around it what the subscription protects. */
export function ProArt() {
  return (
    <ArtFrame>
      <Backdrop cx={280} cy={220} r={168} />
      <circle className="f-bg s-line" cx="280" cy="220" r="104" strokeWidth="2" />
      <circle className="s-soft" cx="280" cy="220" r="136" fill="none" strokeWidth="2" />
      <Shield x={222} y={154} size={116} />
      {protections.map(({ icon, x, y }) => (
        <g key={icon}>
          <path className="s-soft" d={`M${x + 68} ${y + 40}L280 220`} strokeWidth="2" strokeDasharray="4 8" strokeLinecap="round" />
          <Card x={x} y={y} w={136} h={80}>
            <circle className="f-soft" cx={x + 40} cy={y + 40} r="22" />
            <IconGlyph name={icon} x={x + 26} y={y + 26} size={28} className="s-accent" />
            <rect className="f-line" x={x + 72} y={y + 30} width="46" height="7" rx="3.5" />
            <rect className="f-line" x={x + 72} y={y + 45} width="30" height="6" rx="3" />
          </Card>
        </g>
      ))}
    </ArtFrame>
  );
}
