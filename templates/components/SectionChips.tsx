/** A row of chips that jump to the sections of a long page (the bang categories, the release platforms). */
export function SectionChips({
  label,
  sections,
}: {
  label: string;
  sections: readonly { id: string; text: string }[];
}) {
  return (
    <nav className="chips" aria-label={label}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a className="chip" href={`#${section.id}`}>
              {section.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
