import { memo } from 'react';
import classes from './pdf-view.module.css';
import type { Word } from './word-boxes.ts';

/**
 * The page's words as empty boxes over the drawing: what a click lands on (data-word holds the
 * text). Memoised: a dense page has a thousand, and they change only with the zoom.
 */
export const WordSpans = memo(function WordSpans({
  words,
  scale,
}: {
  words: readonly Word[];
  scale: number;
}) {
  return words.map((word, index) => (
    <span
      key={index}
      className={classes.word}
      data-word={word.text}
      style={{
        left: word.box.x * scale,
        top: word.box.y * scale,
        width: word.box.width * scale,
        height: word.box.height * scale,
      }}
    />
  ));
});
