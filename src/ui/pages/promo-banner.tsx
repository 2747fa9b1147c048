import { styled } from '@linaria/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { promoBannerMachine } from '../../application/machines/promo-banner.machine';
import { BANNER_TEXT } from '../../domain/text/banner';
import { ChevronLeftIcon, ChevronRightIcon } from '../components';
import { color, fontSize, fontWeight, media, radius, space } from '../theme/tokens';

/** Each slide's background; the first screen's shell paints the first (app/first-screen.css). */
export const BANNER_BACKGROUNDS = [
  'linear-gradient(120deg, #0b7a3b 0%, #1fa463 100%)',
  'linear-gradient(120deg, #1b64da 0%, #3182f6 100%)',
  'linear-gradient(120deg, #d9480f 0%, #f59f00 100%)',
] as const;

const Root = styled.section`
  position: relative;
  height: 120px;
  margin-bottom: ${space.xxxl};
  border-radius: ${radius.lg};
  overflow: hidden;
`;

/**
 * Every slide is in the page from the first paint, side by side; the track moves by a transform
 * (composited, so no layout shift). Swapping one slide's text instead would make each new slide a
 * later, larger paint: the page's largest contentful paint would be the third slide, six seconds in.
 */
const Track = styled.div`
  display: flex;
  height: 100%;
  transition: transform 400ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.a`
  flex: 0 0 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 100%;
  padding: 0 ${space.huge};
  color: ${color.textOnBrand};

  ${media.mobile} {
    padding: 0 ${space.xl};
  }
`;

const Lines = styled.p`
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  line-height: 1.4;

  ${media.mobile} {
    font-size: ${fontSize.lg};
  }
`;

const Point = styled.span`
  display: inline-block;
  margin-bottom: ${space.xs};
  padding: 2px ${space.sm};
  border-radius: ${radius.pill};
  background: rgba(255, 255, 255, 0.2);
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
`;

const Counter = styled.span`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  opacity: 0.85;
`;

const Arrow = styled.button`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${radius.round};
  background: rgba(255, 255, 255, 0.25);
  color: ${color.textOnBrand};

  &[data-side='prev'] {
    left: ${space.sm};
  }
  &[data-side='next'] {
    right: ${space.sm};
  }
  ${media.mobile} {
    display: none;
  }
`;

const SLIDES = BANNER_TEXT.slides;

/** The looping promo banner (spec section 2): the promo-banner machine decides, this only shows. */
export const PromoBanner = () => {
  const banner = useActorRef(promoBannerMachine, { input: { count: SLIDES.length } });
  const index = useSelector(banner, (s) => s.context.index);
  return (
    <Root
      aria-roledescription="carousel"
      aria-label={BANNER_TEXT.label}
      onMouseEnter={() => banner.send({ type: 'banner.hover' })}
      onMouseLeave={() => banner.send({ type: 'banner.leave' })}
      onFocus={() => banner.send({ type: 'banner.hover' })}
      onBlur={() => banner.send({ type: 'banner.leave' })}
    >
      <Track style={{ transform: `translateX(${-100 * index}%)` }}>
        {SLIDES.map((slide, i) => (
          // Only the slide in view can be reached: the others are inert (out of the tab order and the
          // accessibility tree) until they come round.
          <Link key={slide.href} href={slide.href} asChild>
            <Slide
              aria-label={`${slide.point}: ${slide.lines.join(' ')}`}
              inert={i !== index}
              style={{ background: BANNER_BACKGROUNDS[i] }}
            >
              <div>
                <Point>{slide.point}</Point>
                <Lines>
                  {slide.lines[0]}
                  <br />
                  {slide.lines[1]}
                </Lines>
              </div>
              <Counter aria-label={BANNER_TEXT.position(i + 1, SLIDES.length)}>
                {i + 1} / {SLIDES.length}
              </Counter>
            </Slide>
          </Link>
        ))}
      </Track>
      <Arrow
        type="button"
        data-side="prev"
        aria-label={BANNER_TEXT.prev}
        onClick={() => banner.send({ type: 'banner.prev' })}
      >
        <ChevronLeftIcon />
      </Arrow>
      <Arrow
        type="button"
        data-side="next"
        aria-label={BANNER_TEXT.next}
        onClick={() => banner.send({ type: 'banner.next' })}
      >
        <ChevronRightIcon />
      </Arrow>
    </Root>
  );
};
