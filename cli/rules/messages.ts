import { releaseMessageKeys, releaseMessagePrefix } from "../../contracts/release-messages.js";
import { LOCALES_DIR } from "../site-layout.js";
import { rule, type Violation } from "./rule.js";

/** Data whose words are messages: each item needs its words in the default locale's catalogue. */
export const messageRules = [
  rule({
    name: "release-messages",
    area: "content",
    needs: ["messages"],
    check: ({ config, messages }) => {
      const items = config.releaseNotes?.items ?? [];
      const catalogue = `${LOCALES_DIR}/${config.site.defaultLocale}.yaml`;
      const missing = items.flatMap((release, index): Violation[] => {
        const keys = releaseMessageKeys(release.id, (key) => messages.has(key));
        const lacking = [
          keys.title,
          keys.summary,
          ...(keys.changes.length ? [] : [`${releaseMessagePrefix(release.id)}changes.1`]),
        ].filter((key) => !messages.has(key));
        const numbered = [...messages].filter(
          (key) => key.startsWith(`${releaseMessagePrefix(release.id)}changes.`) && !keys.changes.includes(key),
        );
        if (!lacking.length && !numbered.length) return [];
        return [
          {
            code: "release-messages-missing",
            path: ["releaseNotes", "items", index, "id"],
            message: [
              lacking.length ? `the release ${release.id} has no ${lacking.join(", ")} in ${catalogue}` : "",
              numbered.length
                ? `${numbered.join(", ")} ${numbered.length === 1 ? "is" : "are"} never shown: changes are numbered 1, 2, 3… without a gap`
                : "",
            ]
              .filter(Boolean)
              .join("; "),
            hint: `write its title, a one-sentence summary and its changes under releases.${release.id} in ${catalogue}`,
          },
        ];
      });
      const ids = new Set(items.map((release) => release.id));
      const orphans = [
        ...new Set([...messages].filter((key) => key.startsWith("releases.")).map((key) => key.split(".")[1]!)),
      ].filter((id) => !ids.has(id));
      const unused = orphans.map(
        (id): Violation => ({
          code: "release-messages-unused",
          file: catalogue,
          message: `releases.${id} belongs to no release of config/release-notes.yaml, so no page shows it, yet every language is asked to translate it`,
          hint: `remove releases.${id}, or add the release ${id} to config/release-notes.yaml`,
        }),
      );
      return [...missing, ...unused];
    },
  }),
];
