// PDFs store lines, not paragraphs: a sentence wrapped across lines would reach the engine as fragments
// (it treats a line break as a boundary, since headings and bullets stand on their own lines). This joins
// the wrapped lines of a paragraph back together and leaves headings, list items and short lines alone.

const endsClause = /[.!?:;]["'”’)\]]?$/;
const listItem = /^(?:[•\-–*▪◦●■□➢✓]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s/;
const continuation = /^[a-z0-9(,;%&–-]/;

type Paragraph = { parts: string[]; length: number; last: string };

// The decision to join looks only at the paragraph's last line and its length, never at the joined text, so
// a PDF of a hundred thousand wrapped lines is reflowed in linear time.
export function reflowLines(text: string): string {
  const lines = text.split('\n').map((line) => line.trim());
  const widest = lines.reduce((max, line) => Math.max(max, line.length), 0);
  const out: Paragraph[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const join =
      previous !== undefined &&
      previous.length > 0 &&
      line !== '' &&
      !endsClause.test(previous.last) &&
      !listItem.test(line) &&
      (continuation.test(line) || (widest >= 40 && previous.length >= widest * 0.7));
    if (join) {
      const hyphenated = previous.last.endsWith('-');
      previous.parts.push(hyphenated ? line : ` ${line}`);
      previous.length += line.length + (hyphenated ? 0 : 1);
      previous.last = line;
    } else out.push({ parts: [line], length: line.length, last: line });
  }
  return out.map((paragraph) => paragraph.parts.join('')).join('\n');
}
