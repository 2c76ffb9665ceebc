type TProps = { paragraphs: string[]; className?: string };

/** Plain-text content as paragraphs; React escapes the text, so it is never HTML. */
export function Paragraphs({ paragraphs, className }: TProps) {
  return (
    <div className={className ?? 'content-text'}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
