/**
 * What a reader is doing, reported as it goes so a time limit can name where it was stopped
 * ("page 3 takes too long to draw").
 */
export type ReadingStage =
  'checking' | 'reading' | 'drawing' | 'ocr' | 'analyzing' | 'tables' | 'sheet';

export interface ReadingStep {
  readonly stage: ReadingStage;
  /** The page (PDF, image) or sheet (spreadsheet) being read, 1-based. */
  readonly page?: number;
  /** A spreadsheet's row reached. */
  readonly row?: number;
}

export type ReadingProgress = (step: ReadingStep) => void;
