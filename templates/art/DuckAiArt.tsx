import { IconGlyph } from "../components/Icon.js";
import { ArtFrame, Backdrop, Card, Lines } from "./parts.js";

/** /duckai: a conversation, the model picker above it and the mask that hides who is asking. */
export function DuckAiArt() {
  return (
    <ArtFrame>
      <Backdrop cx={290} cy={220} r={176} />
      <rect className="f-bg s-line" x="60" y="44" width="420" height="352" rx="18" strokeWidth="2" />
      {[84, 164, 244].map((x, index) => (
        <rect key={x} className={index === 0 ? "f-accent" : "f-sf s-line"} x={x} y="66" width="68" height="24" rx="12" strokeWidth="1.5" />
      ))}
      <path className="s-line" d="M60 110h420" strokeWidth="2" />
      <rect className="f-accent" x="268" y="132" width="188" height="52" rx="18" />
      <rect className="f-on-accent-soft" x="286" y="148" width="140" height="7" rx="3.5" />
      <rect className="f-on-accent-soft" x="286" y="162" width="96" height="7" rx="3.5" />
      <rect className="f-sf" x="84" y="206" width="276" height="104" rx="18" />
      <IconGlyph name="sparkle" x={100} y={220} size={22} className="s-accent" />
      <Lines x={132} y={226} w={204} count={4} gap={16} height={7} />
      <rect className="f-bg s-muted" x="84" y="336" width="372" height="40" rx="20" strokeWidth="2" />
      <rect className="f-line" x="106" y="353" width="150" height="6" rx="3" />
      <circle className="f-accent" cx="434" cy="356" r="14" />
      <path className="s-on-accent" d="M434 362v-12m-5 5 5-5 5 5" fill="none" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <Card x={392} y={212} w={140} h={96}>
        <circle className="f-soft" cx="432" cy="260" r="24" />
        <IconGlyph name="eye-off" x={417} y={245} size={30} className="s-accent" />
        <rect className="f-line" x="466" y="248" width="48" height="7" rx="3.5" />
        <rect className="f-ok" x="466" y="264" width="32" height="7" rx="3.5" />
      </Card>
    </ArtFrame>
  );
}
