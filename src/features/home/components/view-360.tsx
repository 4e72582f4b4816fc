import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  VIEW360_ACCENTS,
  VIEW360_COLOURS,
  VIEW360_FRAME_COUNT,
  type View360Accent,
  type View360Colour,
  view360FrameUrl,
} from '../constants';
import { homeUiActions } from '../home-ui-slice';
import styles from './view-360.module.css';

/** Horizontal drag distance (px) that turns the bike by one frame. */
const DRAG_STEP = 24;
const DEGREES_PER_FRAME = 360 / VIEW360_FRAME_COUNT;

const wrap = (frame: number) => ((frame % VIEW360_FRAME_COUNT) + VIEW360_FRAME_COUNT) % VIEW360_FRAME_COUNT;

function pick<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * A turntable of pre-rendered frames: drag or swipe across it, use the arrow keys on it (a slider) or the buttons.
 * Colour and accent are home UI state (defaults black and white-accent, SPEC §2); the turn angle is local.
 */
export function View360() {
  const t = useTranslations('HomePage');
  const dispatch = useAppDispatch();
  const colour = pick<View360Colour>(VIEW360_COLOURS, useAppSelector((s) => s.homeUi.view360Color), 'black');
  const accent = pick<View360Accent>(VIEW360_ACCENTS, useAppSelector((s) => s.homeUi.view360Accent), 'white-accent');
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ x: number; frame: number; pointerId: number } | null>(null);
  const [warm, setWarm] = useState(false);

  // Fetch the other frames of the chosen paint once the visitor interacts, so turning is instant afterwards
  // without costing the first page load anything.
  useEffect(() => {
    if (!warm) return;
    for (let i = 0; i < VIEW360_FRAME_COUNT; i++) {
      const img = new Image();
      img.src = view360FrameUrl(colour, accent, i);
    }
  }, [warm, colour, accent]);

  const turn = (by: number) => {
    setWarm(true);
    setFrame((f) => wrap(f + by));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setWarm(true);
      setFrame(event.key === 'Home' ? 0 : VIEW360_FRAME_COUNT - 1);
      return;
    }
    if (by === undefined) return;
    event.preventDefault();
    turn(by);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    setWarm(true);
    drag.current = { x: event.clientX, frame, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    setFrame(wrap(start.frame + Math.round((event.clientX - start.x) / DRAG_STEP)));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const angle = frame * DEGREES_PER_FRAME;
  const colourName = t(`colours.${colour}`);
  const accentName = t(`accents.${accent}`);

  return (
    <div className={styles.root}>
      <div className={styles.stage}>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('view360Label')}
          aria-valuemin={0}
          aria-valuemax={360 - DEGREES_PER_FRAME}
          aria-valuenow={angle}
          aria-valuetext={t('view360Angle', { angle })}
          className={styles.viewport}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          data-frame={frame}
          data-paint={`${colour}-${accent}`}
        >
          <img
            src={view360FrameUrl(colour, accent, frame)}
            alt={t('view360Image', { colour: colourName, accent: accentName, angle })}
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            draggable={false}
            className={styles.image}
          />
        </div>
        <div className={styles.turnButtons}>
          <button type="button" className={styles.turnButton} onClick={() => turn(-1)} aria-label={t('rotateLeft')}>
            <span aria-hidden="true">↺</span>
          </button>
          <button type="button" className={styles.turnButton} onClick={() => turn(1)} aria-label={t('rotateRight')}>
            <span aria-hidden="true">↻</span>
          </button>
        </div>
      </div>
      <div className={styles.choices}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('colourLabel')}</legend>
          <div className={styles.options}>
            {VIEW360_COLOURS.map((code) => (
              <label key={code} className={styles.option}>
                <input
                  type="radio"
                  name="view360-colour"
                  value={code}
                  checked={code === colour}
                  onChange={() => {
                    setWarm(true);
                    dispatch(homeUiActions.setView360Color(code));
                  }}
                />
                <span className={`${styles.swatch} ${styles[`swatch-${code}`]}`} aria-hidden="true" />
                {t(`colours.${code}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('accentLabel')}</legend>
          <div className={styles.options}>
            {VIEW360_ACCENTS.map((code) => (
              <label key={code} className={styles.option}>
                <input
                  type="radio"
                  name="view360-accent"
                  value={code}
                  checked={code === accent}
                  onChange={() => {
                    setWarm(true);
                    dispatch(homeUiActions.setView360Accent(code));
                  }}
                />
                <span className={`${styles.swatch} ${styles[`swatch-${code}`]}`} aria-hidden="true" />
                {t(`accents.${code}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
