import { type Ref, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { textScaleForWidth } from './wheel-layout';

/**
 * The text scale of a wheel for its rendered width (the type grows on narrow screens so no text
 * is drawn under 11 px), measured as it resizes unless fixed, and a ref setter that also hands the
 * <svg> to the caller's ref (for the downloads).
 */
export function useTextScale(fixed: number | undefined, ref: Ref<SVGSVGElement> | undefined) {
  const [measured, setMeasured] = useState(1);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const setRefs = useCallback(
    (node: SVGSVGElement | null) => {
      svgRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg || fixed !== undefined) return;
    const update = (width: number) => setMeasured(textScaleForWidth(width));
    update(svg.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [fixed]);
  return { scale: fixed ?? measured, setRefs };
}
