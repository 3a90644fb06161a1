import { ArtFrame, Backdrop, Card, Lines, Shield } from "./parts.js";

const profiles = [
  { y: 58, removed: true },
  { y: 148, removed: true },
  { y: 238, removed: false },
];

/** /dbp: people-search listings of you, removed one by one, and the progress of the removals. */
export function DbpArt() {
  return (
    <ArtFrame>
      <Backdrop cx={280} cy={220} r={176} />
      {profiles.map(({ y, removed }, index) => (
        <g key={y} className={removed ? "art__removed" : undefined}>
          <Card x={48 + index * 14} y={y} w={300} h={76}>
            <circle className="f-sf s-line" cx={88 + index * 14} cy={y + 38} r="20" strokeWidth="2" />
            <circle className="f-line" cx={88 + index * 14} cy={y + 32} r="7" />
            <path className="f-line" d={`M${75 + index * 14} ${y + 52}a13 10 0 0 1 26 0Z`} />
            <Lines x={124 + index * 14} y={y + 24} w={150} count={3} gap={12} />
            {removed && <path className="s-warn" d={`M${62 + index * 14} ${y + 40}h272`} strokeWidth="3" strokeLinecap="round" />}
          </Card>
        </g>
      ))}
      <Card x={312} y={200} w={212} h={186}>
        <circle className="s-line" cx="418" cy="282" r="50" fill="none" strokeWidth="12" />
        <path className="s-accent" d="M418 232a50 50 0 1 1-47.6 65.5" fill="none" strokeWidth="12" strokeLinecap="round" />
        <Shield x={398} y={260} size={40} />
        <rect className="f-line" x="368" y="350" width="100" height="7" rx="3.5" />
      </Card>
    </ArtFrame>
  );
}
