type Section = { heading: string; paragraphs: string[] };

/** A legal page: headings and plain paragraphs, readable at phone width. */
export function LegalDocument({ title, meta, sections }: { title: string; meta: string; sections: Section[] }) {
  return (
    <article style={{ maxWidth: '70ch' }}>
      <h1>{title}</h1>
      <p>
        <em>{meta}</em>
      </p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
