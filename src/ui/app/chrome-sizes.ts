/** Sizes shared by chrome pieces and used inside Linaria templates (so plain .ts, evaluated at build). */
export const COMPETITION_TAB_BAR_HEIGHT = 64;
