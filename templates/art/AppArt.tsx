import { IconGlyph } from "../components/Icon.js";
import { ArtFrame, Backdrop, BlockedTracker, Card, Lines, Phone, Shield } from "./parts.js";

/** /app: the phone apps, one searching and one showing what it blocked, with email and sync beside them. */
export function AppArt() {
  return (
    <ArtFrame>
      <Backdrop cx={280} cy={222} r={176} />
      <Phone x={112} y={58} w={172} h={340}>
        <rect className="f-sf" x="128" y="98" width="140" height="30" rx="15" />
        <circle className="s-muted" cx="145" cy="113" r="5.5" fill="none" strokeWidth="1.8" />
        <rect className="f-line" x="157" y="110" width="70" height="6" rx="3" />
        <rect className="f-accent" x="128" y="148" width="104" height="8" rx="4" />
        <Lines x={128} y={164} w={136} count={2} gap={12} />
        <rect className="f-accent" x="128" y="204" width="88" height="8" rx="4" />
        <Lines x={128} y={220} w={130} count={2} gap={12} />
        <rect className="f-accent" x="128" y="260" width="112" height="8" rx="4" />
        <Lines x={128} y={276} w={120} count={2} gap={12} />
        <circle className="f-accent" cx="198" cy="354" r="19" />
        <path className="f-on-accent" d="M198 366c4.8 0 7.7-3 7.7-7.3 0-4.6-3.5-7.4-4.7-11.5-2.2 1.5-3.5 4-3.5 6.6-1.2-.7-2-1.9-2.4-3.3-2.8 1.8-4.7 4.5-4.7 8.2 0 4 3.2 7.3 7.6 7.3Z" />
      </Phone>
      <Phone x={300} y={92} w={160} h={316}>
        <Shield x={356} y={132} size={48} />
        <rect className="f-line" x="340" y="194" width="80" height="7" rx="3.5" />
        <rect className="f-line" x="352" y="208" width="56" height="6" rx="3" />
        {[236, 266, 296, 326].map((y) => (
          <g key={y}>
            <BlockedTracker x={330} y={y + 3} r={8} />
            <rect className="f-line" x="346" y={y} width={y % 60 === 56 ? 58 : 78} height="6" rx="3" />
            <rect className="f-soft" x="428" y={y - 3} width="18" height="12" rx="6" />
          </g>
        ))}
      </Phone>
      <Card x={16} y={128} w={120} h={84}>
        <circle className="f-soft" cx="48" cy="170" r="18" />
        <IconGlyph name="mail" x={37} y={159} size={22} className="s-accent" />
        <Lines x={76} y={158} w={44} count={2} gap={12} />
      </Card>
      <Card x={420} y={40} w={124} h={84}>
        <circle className="f-soft" cx="452" cy="82" r="18" />
        <IconGlyph name="sync" x={441} y={71} size={22} className="s-accent" />
        <Lines x={480} y={70} w={48} count={2} gap={12} />
      </Card>
    </ArtFrame>
  );
}
