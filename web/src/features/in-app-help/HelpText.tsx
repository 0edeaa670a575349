import Box from '@cloudscape-design/components/box';

/**
 * A help text as written (plain text, never HTML): paragraphs split by a blank line; a paragraph whose lines all
 * start with "- " is a list.
 */
export function HelpText({ content }: { content: string }) {
  const paragraphs = content.split(/\n\s*\n/).filter((part) => part.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, i) => {
        const lines = paragraph.split('\n').filter((line) => line.trim() !== '');
        if (lines.every((line) => line.trimStart().startsWith('- '))) {
          return (
            <ul key={i}>
              {lines.map((line, j) => (
                <li key={j}>{line.trimStart().slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <Box variant="p" key={i}>
            {paragraph}
          </Box>
        );
      })}
    </>
  );
}
