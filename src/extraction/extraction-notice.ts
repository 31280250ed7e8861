/** A notice's values: figures, words, or lists already joined for reading ("1–3", "4, 9"). */
export type NoticeParams = Readonly<Record<string, string | number>>;

/**
 * A notice with a code and its values beside its English sentence, as findings carry theirs: the
 * review page words it in the declarant's language from the code, and anything that knows no
 * code (the CLI, the API, an older page) reads the sentence. A code the page does not know is
 * shown as its sentence.
 */
export interface CodedNotice {
  readonly code: string;
  readonly params: NoticeParams;
  /** The English sentence, exactly as it stands in the document's `notices`. */
  readonly message: string;
}

/** What a reading keeps of a notice for the review page: its code and values where it has them. */
export interface DocumentReason {
  readonly message: string;
  readonly code?: string;
  readonly params?: NoticeParams;
}
