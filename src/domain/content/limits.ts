/**
 * Content limits, enforced by the server (the contract schemas read them) and checked early by the
 * browser so a user learns before sending.
 */
export const CONTENT_LIMITS = {
  titleLength: 120,
  /** Sanitized HTML of a body. */
  bodyLength: 200_000,
  commentLength: 3000,
  keywordLength: 50,
  consultationLength: 2000,
  /** Most items one page may ask for (`size`). */
  pageSize: 50,
  /**
   * Deepest page a paged list serves: 1,000 pages of 10. Deeper OFFSETs cost a scan per request at a
   * million rows; a reader that far down searches instead.
   */
  maxPage: 1000,
  /** Search results are counted up to this many (100 pages of 10): a common word costs no full count. */
  searchCountCap: 1000,
  /** The biggest image an upload may carry. */
  imageBytes: 10 * 1024 * 1024,
} as const;
