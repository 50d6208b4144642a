// PDFs store lines, not paragraphs: a sentence wrapped across lines would reach the engine as fragments
// (it treats a line break as a boundary, since headings and bullets stand on their own lines). This joins
// the wrapped lines of a paragraph back together and leaves headings, list items and short lines alone.

const endsClause = /[.!?:;]["'”’)\]]?$/;
const listItem = /^(?:[•\-–*▪◦●■□➢✓]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s/;
const continuation = /^[a-z0-9(,;%&–-]/;

export function reflowLines(text: string): string {
  const lines = text.split('\n').map((line) => line.trim());
  const widest = Math.max(0, ...lines.map((line) => line.length));
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const join =
      previous !== undefined &&
      previous !== '' &&
      line !== '' &&
      !endsClause.test(previous) &&
      !listItem.test(line) &&
      (continuation.test(line) || (widest >= 40 && previous.length >= widest * 0.7));
    if (join) out[out.length - 1] = previous.endsWith('-') ? previous + line : `${previous} ${line}`;
    else out.push(line);
  }
  return out.join('\n');
}
