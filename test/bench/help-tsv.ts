/**
 * A QnA Maker TSV of `count` entries (issue 33's import shape): two questions an entry sharing its QnaId, Source,
 * Metadata, and a multi-turn prompt every tenth entry. Its entry i answers "Where do I collect visitor badge i?"
 * with "Badge i is issued at desk i % 40.".
 */
export function qnaMakerTsv(count: number): string {
  const rows = ['Question\tAnswer\tSource\tMetadata\tSuggestedQuestions\tIsContextOnly\tPrompts\tQnaId'];
  for (let i = 1; i <= count; i++) {
    const prompts = i % 10 === 0 ? `[{"displayOrder":1,"qnaId":${i + 1},"displayText":"Next ${i + 1}"}]` : '[]';
    const cells = `${badgeAnswer(i)}\tEditorial\tteam:facilities|site:hq\t[]\tFalse\t${prompts}\t${i}`;
    rows.push(`${badgeQuestion(i)}\t${cells}`, `Visitor badge ${i} pickup\t${cells}`);
  }
  return rows.join('\r\n');
}

export const badgeQuestion = (i: number) => `Where do I collect visitor badge ${i}?`;
export const badgeAnswer = (i: number) => `Badge ${i} is issued at desk ${i % 40}.`;
