import { badgeBand, badgeDigit, bandColor } from '../../domain/level';
import { UI_TEXT } from '../../domain/text/ui';

export interface LevelBadgeProps {
  /** Badge number 1..100 (see badgeNumber for `LEVEL_37`). */
  level: number;
  /** Height in px. */
  size?: number;
  className?: string;
}

/**
 * The author badge of spec section 9: the last digit drawn on a shield whose colour tells the band of
 * ten (1-10, 11-20, ...). Drawn as one inline SVG, so it costs no image requests.
 */
export const LevelBadge = ({ level, size = 18, className }: LevelBadgeProps) => {
  const frame = bandColor(badgeBand(level));
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={UI_TEXT.levelBadge(level)}
      style={{ flex: 'none', display: 'inline-block', verticalAlign: 'middle' }}
    >
      <title>{UI_TEXT.levelBadge(level)}</title>
      <path d="M12 1.5l9 3.3v6.6c0 5.6-3.9 9.7-9 11.1-5.1-1.4-9-5.5-9-11.1V4.8z" fill={frame} />
      <path
        d="M12 3.6l7 2.6v5.2c0 4.4-3 7.7-7 8.9-4-1.2-7-4.5-7-8.9V6.2z"
        fill="none"
        stroke="#ffffff"
        strokeOpacity={0.45}
        strokeWidth={1}
      />
      <text
        x="12"
        y="16.2"
        textAnchor="middle"
        fontSize="12"
        fontWeight={700}
        fill="#ffffff"
        fontFamily="'Pretendard Variable', Pretendard, system-ui, sans-serif"
      >
        {badgeDigit(level)}
      </text>
    </svg>
  );
};
