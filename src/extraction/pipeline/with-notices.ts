import type { CodedNotice } from '../extraction-notice.ts';
import type { ExtractedDocument } from '../extracted.ts';
import { recogniseNotice } from './recognised-notices.ts';

type Notice = string | CodedNotice;

const sentence = (notice: Notice) => (typeof notice === 'string' ? notice : notice.message);
const coded = (notices: readonly Notice[]) =>
  notices.filter((notice): notice is CodedNotice => typeof notice !== 'string');

/**
 * The document with the pipeline's notices around the reader's own: `before` (how its pages were
 * read) ahead of them, `after` (what read it) behind. Every coded notice's sentence is in
 * `notices`, where the order is; the reader's own sentences get their code when it is known.
 */
export const withNotices = (
  extracted: ExtractedDocument,
  before: readonly Notice[],
  after: readonly Notice[] = [],
): ExtractedDocument => {
  const known = new Set((extracted.codedNotices ?? []).map((notice) => notice.message));
  const recognised = extracted.notices.flatMap((message) => {
    const found = known.has(message) ? undefined : recogniseNotice(message);
    return found ? [found] : [];
  });
  const codes = [
    ...coded(before),
    ...(extracted.codedNotices ?? []),
    ...recognised,
    ...coded(after),
  ];
  return {
    ...extracted,
    notices: [...before.map(sentence), ...extracted.notices, ...after.map(sentence)],
    ...(codes.length > 0 ? { codedNotices: codes } : {}),
  };
};
