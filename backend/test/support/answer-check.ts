/** What an answer to hostile input may not be or reveal. Shared by bad-input and the fuzz suite. */

/** A line of a stack trace, a source file with a line number, a path on the server. */
const STACK_OR_PATH = /\n\s+at \S|\b[\w.-]+\.(?:ts|js|mjs):\d+|\/work\/|\/app\/|node_modules|\/usr\/lib\//;
/** SQL text or a PostgreSQL error sentence. */
const SQL =
  /\b(?:select\s+[\w*"]+(?:\s*,\s*[\w"]+)*\s+from|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b|syntax error at|relation "|violates (?:foreign key|unique|not-null|check) constraint|duplicate key value|SQLSTATE/i;

export interface Answer {
  status: number;
  /** the body as text */
  text: string;
  /** the parsed JSON body, when it is JSON */
  body?: unknown;
}

/** Null when the answer is acceptable; otherwise what is wrong with it. */
export function answerProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status}: ${answer.text.slice(0, 300)}`;
  if (STACK_OR_PATH.test(answer.text))
    return `${answer.status} reveals a stack or path: ${answer.text.slice(0, 300)}`;
  if (SQL.test(answer.text)) return `${answer.status} reveals SQL: ${answer.text.slice(0, 300)}`;
  if (answer.status >= 400) {
    const body = answer.body as Record<string, unknown> | undefined;
    if (typeof body?.code !== 'string' || typeof body?.message !== 'string')
      return `${answer.status} without code/message: ${answer.text.slice(0, 200)}`;
    if (body.error !== body.message) return `${answer.status} error != message`;
    if (typeof body.requestId !== 'string') return `${answer.status} without requestId`;
  }
  return null;
}
