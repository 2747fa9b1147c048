/** Icons used only by the shell (the shared set lives in components/icons). */
export const BellIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
  </svg>
);

/** The wordmark's ball: a simple pentagon pattern readable at 24 px. */
export const BallIcon = ({ size = 26 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="10.5" fill="#fff" stroke="currentColor" strokeWidth="1.6" />
    <path d="M12 7.2l3.6 2.6-1.4 4.2H9.8L8.4 9.8z" fill="currentColor" />
    <path
      d="M12 7.2V2.8M15.6 9.8l4.2-1.4M14.2 14l2.6 3.6M9.8 14l-2.6 3.6M8.4 9.8L4.2 8.4"
      stroke="currentColor"
      strokeWidth="1.4"
    />
  </svg>
);
