// Four strokes for the toolbar: the app carries no icon library for them.
const Icon = ({ path }: { path: string }) => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={path} />
  </svg>
);

export const PreviousIcon = () => <Icon path="M4 10l4-4 4 4" />;
export const NextIcon = () => <Icon path="M4 6l4 4 4-4" />;
export const ZoomOutIcon = () => <Icon path="M3 8h10" />;
export const ZoomInIcon = () => <Icon path="M3 8h10M8 3v10" />;
