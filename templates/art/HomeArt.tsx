import { ArtFrame, Backdrop, BlockedTracker, BrowserWindow, Card, Lines, Phone, Shield } from "./parts.js";

/** Home: the browser and the phone app side by side, with the trackers they stopped. */
export function HomeArt() {
  return (
    <ArtFrame>
      <Backdrop cx={300} cy={220} r={178} />
      <BrowserWindow x={16} y={44} w={404} h={292}>
        <circle className="f-accent" cx="218" cy="132" r="17" />
        <circle className="s-on-accent" cx="216" cy="130" r="6.5" fill="none" strokeWidth="3" />
        <path className="s-on-accent" d="m221 135 5 5" strokeWidth="3.5" strokeLinecap="round" />
        <rect className="f-bg s-muted" x="86" y="166" width="264" height="34" rx="17" strokeWidth="2" />
        <circle className="s-muted" cx="106" cy="183" r="6" fill="none" strokeWidth="2" />
        <path className="s-muted" d="m110.5 187.5 4 4" strokeWidth="2" strokeLinecap="round" />
        <rect className="f-line" x="124" y="180" width="96" height="6" rx="3" />
        <rect className="f-accent" x="86" y="226" width="132" height="8" rx="4" />
        <Lines x={86} y={242} w={228} count={2} gap={12} />
        <rect className="f-accent" x="86" y="280" width="108" height="8" rx="4" />
        <Lines x={86} y={296} w={200} count={2} gap={12} />
      </BrowserWindow>
      <Phone x={392} y={100} w={152} h={300}>
        <rect className="f-sf" x="406" y="138" width="124" height="28" rx="14" />
        <circle className="s-muted" cx="421" cy="152" r="5" fill="none" strokeWidth="1.8" />
        <rect className="f-line" x="432" y="149" width="60" height="6" rx="3" />
        <Shield x={446} y={184} size={44} />
        <rect className="f-line" x="426" y="240" width="84" height="6" rx="3" />
        <BlockedTracker x={424} y={272} r={8} />
        <rect className="f-line" x="438" y="269" width="72" height="6" rx="3" />
        <BlockedTracker x={424} y={298} r={8} />
        <rect className="f-line" x="438" y="295" width="56" height="6" rx="3" />
        <circle className="f-accent" cx="468" cy="356" r="20" />
        <path className="f-on-accent" d="M468 368c5 0 8-3.2 8-7.6 0-4.8-3.7-7.7-4.9-12-2.3 1.6-3.7 4.2-3.7 6.9-1.2-.7-2.1-2-2.5-3.4-2.9 1.9-4.9 4.7-4.9 8.6 0 4.2 3.3 7.5 8 7.5Z" />
      </Phone>
      <Card x={4} y={306} w={212} h={104}>
        <Shield x={20} y={322} size={32} />
        <Lines x={64} y={326} w={128} count={2} gap={13} />
        <BlockedTracker x={32} y={384} />
        <BlockedTracker x={58} y={384} />
        <BlockedTracker x={84} y={384} />
        <BlockedTracker x={110} y={384} />
        <rect className="f-line" x="130" y="381" width="60" height="6" rx="3" />
      </Card>
    </ArtFrame>
  );
}
