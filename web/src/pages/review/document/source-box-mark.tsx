import { useT } from '../../../i18n/use-t.ts';
import classes from './pdf-view.module.css';
import { grownBox, scaleBox, type Box } from './source-box.ts';

// The border is drawn just outside the box, so it never covers the characters it points at.
const MARGIN = 2;

/** Where the focused value was read: an orange rectangle over the page, at the page's zoom. */
export function SourceBoxMark({ box, scale }: { box: Box; scale: number }) {
  const t = useT();
  const shown = grownBox(scaleBox(box, scale), MARGIN);
  return (
    <div
      className={classes.sourceBox}
      data-testid="source-box"
      title={t('reviewDocument.sourceBox')}
      style={{ left: shown.x, top: shown.y, width: shown.width, height: shown.height }}
    />
  );
}
