import { IconGlyph } from "../components/Icon.js";
import { ArtFrame, Backdrop, Card, Lines, Shield } from "./parts.js";

/** /identity-theft-restoration: an identity card made whole again, and the advisor who helps. */
export function ItrArt() {
  return (
    <ArtFrame>
      <Backdrop cx={280} cy={216} r={176} />
      <rect className="f-shadow" x="62" y="102" width="330" height="206" rx="18" />
      <rect className="f-bg s-line" x="58" y="94" width="330" height="206" rx="18" strokeWidth="2" />
      <path className="f-accent" d="M59 113a18 18 0 0 1 18-18h292a18 18 0 0 1 18 18v23H59Z" />
      <rect className="f-on-accent-soft" x="80" y="110" width="110" height="8" rx="4" />
      <rect className="f-sf s-line" x="80" y="156" width="92" height="112" rx="10" strokeWidth="2" />
      <circle className="f-line" cx="126" cy="196" r="18" />
      <path className="f-line" d="M98 252a28 22 0 0 1 56 0Z" />
      <Lines x={194} y={164} w={168} count={3} gap={18} height={7} />
      <rect className="f-soft" x="194" y="232" width="120" height="20" rx="10" />
      <Shield x={328} y={226} size={72} />
      <Card x={300} y={318} w={236} h={92}>
        <circle className="f-soft" cx="342" cy="364" r="24" />
        <IconGlyph name="advisor" x={328} y={350} size={28} className="s-accent" />
        <Lines x={378} y={348} w={136} count={2} gap={14} height={7} />
        <circle className="f-ok" cx="514" cy="338" r="6" />
      </Card>
    </ArtFrame>
  );
}
