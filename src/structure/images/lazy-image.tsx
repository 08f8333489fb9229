import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { normalizeImageUrl } from '#lib/node-urls.ts';
import {
  IMAGE_RETRY_MS,
  type ImagePhase,
  nextAttempt,
  PRELOAD_MARGIN,
  rememberLoaded,
  wasLoaded,
} from './image-loading.ts';
import classes from './lazy-image.module.css';

interface LazyImageProps {
  src: string;
  /** Intrinsic size: with the CSS aspect ratio it reserves the space, so nothing shifts when it loads. */
  width: number;
  height: number;
  alt?: string;
  className?: string;
  /** Above the fold: load at once, with high priority for the largest one. */
  eager?: boolean;
  priority?: boolean;
  /** A frame of another shape than the picture (thumbnails of mixed sizes); the picture covers it. */
  ratio?: string;
}

/** An image that loads near the viewport, retries twice, and shows a quiet placeholder if it never comes. */
export function LazyImage({
  src,
  width,
  height,
  alt = '',
  className,
  eager,
  priority,
  ratio,
}: LazyImageProps) {
  const { t } = useLingui();
  const url = normalizeImageUrl(src);
  const ref = useRef<HTMLSpanElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<ImagePhase>(() => (eager || wasLoaded(url) ? 'loading' : 'waiting'));

  useEffect(() => {
    if (phase !== 'waiting') return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') return setPhase('loading');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setPhase('loading');
        }
      },
      { rootMargin: `${PRELOAD_MARGIN} ${PRELOAD_MARGIN}` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [phase]);

  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);
  const onError = () => {
    const next = nextAttempt(attempt);
    if (next === 'failed') return setPhase('failed');
    retry.current = setTimeout(() => setAttempt(next), IMAGE_RETRY_MS);
  };

  const onLoad = () => {
    rememberLoaded(url);
    setPhase('loaded');
  };
  // A server-rendered picture may finish loading before hydration attaches onLoad: its load event is gone.
  const seeLoaded = (img: HTMLImageElement | null) => {
    if (phase === 'loading' && img?.complete && img.naturalWidth > 0) onLoad();
  };

  const style = { '--image-ratio': ratio ?? `${width} / ${height}` } as CSSProperties;
  return (
    <span
      ref={ref}
      className={`${classes.frame} ${className ?? ''}`}
      style={style}
      data-image={phase}
      data-eager={eager || undefined}
    >
      {phase === 'failed' ? (
        <span
          className={classes.placeholder}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path
              d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1.5 1.5 0 1 0 0-.01"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
          <span className={classes.hint}>{t`Image unavailable`}</span>
        </span>
      ) : (
        phase !== 'waiting' && (
          <img
            // A new element per attempt: the browser asks the network again instead of reusing the failure.
            key={attempt}
            className={classes.image}
            src={url}
            alt={alt}
            width={width}
            height={height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            ref={seeLoaded}
            onLoad={onLoad}
            onError={onError}
          />
        )
      )}
    </span>
  );
}
