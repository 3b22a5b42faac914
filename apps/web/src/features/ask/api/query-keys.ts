/** Query keys of Ask: one answer per trimmed question. */
export const askKeys = {
  all: ['ask'] as const,
  answer: (question: string) => ['ask', question.trim()] as const,
};
