// Draws the blog's cover pictures into images/blog/: decorative (their alt is empty), a motif per post on
// the brand's blue. Run with the pinned Node: node_modules/.bin/node scripts/draw-blog-covers.mjs
import sharp from "sharp";
const W = 1600,
  H = 900;
const motifs = {
  "private-ai-chat": `<path d="M0 40 a40 40 0 0 1 40 -40 h320 a40 40 0 0 1 40 40 v180 a40 40 0 0 1 -40 40 h-200 l-90 80 v-80 h-30 a40 40 0 0 1 -40 -40z"/><circle cx="120" cy="130" r="22" fill="#fff" stroke="none"/><circle cx="200" cy="130" r="22" fill="#fff" stroke="none"/><circle cx="280" cy="130" r="22" fill="#fff" stroke="none"/>`,
  "passkeys-in-the-browser": `<circle cx="110" cy="150" r="100"/><circle cx="110" cy="150" r="36"/><path d="M210 150 h300 M420 150 v70 M480 150 v50"/>`,
  "scam-site-protection": `<path d="M200 0 l190 70 v110 c0 130 -90 210 -190 250 c-100 -40 -190 -120 -190 -250 v-110z"/><path d="M200 110 v150"/><circle cx="200" cy="320" r="14" fill="#fff" stroke="none"/>`,
  "open-tracker-blocklist": `<rect x="0" y="0" width="420" height="320" rx="36"/><path d="M70 90 h280 M70 160 h280 M70 230 h180"/><circle cx="360" cy="300" r="70" fill="#2b55ca"/><path d="M320 300 l30 30 l55 -60"/>`,
  "email-protection-aliases": `<rect x="0" y="40" width="420" height="280" rx="36"/><path d="M10 70 l200 140 l200 -140"/><path d="M330 0 v0"/><circle cx="420" cy="40" r="56" fill="#2b55ca"/><path d="M395 40 h50 M420 15 v50"/>`,
  "holiday-shopping-privacy": `<path d="M40 110 h340 l-30 250 h-280z"/><path d="M120 110 v-40 a90 90 0 0 1 180 0 v40"/><path d="M150 230 l40 40 l80 -90"/>`,
};
for (const [name, motif] of Object.entries(motifs)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b55ca"/><stop offset="1" stop-color="#1b2f73"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <circle cx="1360" cy="160" r="260" fill="#ffffff" fill-opacity="0.06"/><circle cx="220" cy="820" r="320" fill="#ffffff" fill-opacity="0.05"/><circle cx="1250" cy="760" r="120" fill="#8fabf2" fill-opacity="0.18"/>
  <g transform="translate(${(W - 420) / 2} ${(H - 380) / 2})" fill="none" stroke="#ffffff" stroke-width="26" stroke-linecap="round" stroke-linejoin="round">${motif}</g>
</svg>`;
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9 })
    .toFile(`${new URL("../images/blog/", import.meta.url).pathname}${name}.png`);
}
console.log("drawn");
